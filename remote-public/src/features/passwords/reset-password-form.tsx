import { useState } from 'react';
import {
  Link,
  passwordResetState,
  useNavigate,
  useSearchParams,
} from '@kaamyaab/shared-api/router';
import { credentialMessages, validateNewPassword } from '@kaamyaab/shared-api/contract';
import { credentialsApi, describeError, resetPasswordErrors } from '@kaamyaab/shared-api/client';
import { loginPaths, paths } from '@kaamyaab/shared-api';
import {
  AuthCard,
  ErrorBanner,
  NewPasswordFields,
  SubmitButton,
  useForm,
} from '@kaamyaab/shared-ui/forms';
import { useFormsT } from '../../i18n/strings/forms';

// The contract's sentence: the error banner shows it in the language chosen.
const MISSING = credentialMessages.tokenMissing;

/**
 * /reset-password?token=…, the page of the emailed link: the new password, typed twice. Once set,
 * the person is sent to their role's login, which says the password has been changed.
 */
export function ResetPasswordForm() {
  const { t } = useFormsT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
  });
  const [error, setError] = useState<string | null>(token ? null : MISSING);

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const role = await credentialsApi.resetPassword(token, password);
      navigate(loginPaths[role], { replace: true, state: passwordResetState() });
    } catch (failure) {
      setError(describeError(failure, resetPasswordErrors));
    }
  });

  return (
    <AuthCard
      title={t('forms.reset.title')}
      subtitle={t('forms.reset.subtitle')}
      footer={
        <>
          {t('forms.reset.expired')}{' '}
          <Link to={paths.forgotPassword}>{t('forms.reset.askNew')}</Link>
        </>
      }
    >
      <ErrorBanner message={error} />
      <form onSubmit={handleSubmit} noValidate>
        <NewPasswordFields
          password={form.bind('password')}
          confirm={form.bind('confirmPassword')}
        />
        <SubmitButton submitting={form.submitting} disabled={!token}>
          {t('forms.reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
