import { useState } from 'react';
import {
  Link,
  passwordResetState,
  useNavigate,
  useSearchParams,
} from '@kaamyaab/shared-api/router';
import { validateNewPassword } from '@kaamyaab/shared-api/contract';
import { credentialsApi, describeError, resetPasswordErrors } from '@kaamyaab/shared-api/client';
import { loginPaths, paths } from '@kaamyaab/shared-api';
import {
  AuthCard,
  ErrorBanner,
  NewPasswordFields,
  SubmitButton,
  useForm,
} from '@kaamyaab/shared-ui';

const MISSING = 'This link is not complete. Please open the link from your email again.';

/**
 * /reset-password?token=…, the page of the emailed link: the new password, typed twice. Once set,
 * the person is sent to their role's login, which says the password has been changed.
 */
export function ResetPasswordForm() {
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
      title="Choose a new password"
      subtitle="Your new password needs at least 8 characters. Every device logged in to your account will be logged out."
      footer={
        <>
          Link expired? <Link to={paths.forgotPassword}>Ask for a new one</Link>
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
          Set new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
