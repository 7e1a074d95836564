import { useState } from 'react';
import { Link, signedUpState, useNavigate } from '@kaamyaab/shared-api/router';
import { AdminSignupSchema, formValidator } from '@kaamyaab/shared-api/contract';
import { accountsApi, adminSignupErrors, describeError } from '@kaamyaab/shared-api/client';
import { paths, useAuthStore } from '@kaamyaab/shared-api';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import {
  AuthCard,
  EmailField,
  ErrorBanner,
  PasswordField,
  SubmitButton,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui/forms';
import { useAdminT } from '../../i18n/admin-strings';

const emptyForm = { username: '', email: '', password: '', role: '', adminSignupKey: '' };
/** First the three fields ('Please enter all fields: ...'), then the key; one sentence at a time. */
const validate = formValidator<typeof emptyForm>(AdminSignupSchema);

/**
 * /signup-admin: needs the secret admin signup key; success signs the admin in (stored
 * like a login) and goes to /login-admin.
 */
export function AdminSignupForm() {
  const { t } = useAdminT();
  useDocumentMeta(t('signup.metaTitle'), t('signup.metaDescription'));
  const navigate = useNavigate();
  const signup = useForm({ initialValues: emptyForm, validate, report: 'banner' });
  const [error, setError] = useState<string | null>(null);
  const field = signup.bind;

  const register = async (form: typeof emptyForm) => {
    try {
      const answer = await accountsApi.registerAdmin({ ...form, role: form.role || undefined });
      useAuthStore.getState().loginSuccess('admin', answer);
      navigate(paths.loginAdmin, { state: signedUpState(false) });
    } catch (failure) {
      setError(describeError(failure, adminSignupErrors));
    }
  };
  const onSubmit = signup.handleSubmit(register, (errors) =>
    setError(Object.values(errors)[0] ?? null),
  );

  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.alreadyAdmin')} <Link to={paths.loginAdmin}>{t('signup.logIn')}</Link>
        </>
      }
    >
      <ErrorBanner message={error} />
      <form onSubmit={onSubmit} noValidate>
        <TextField label={t('common.username')} autoComplete="username" {...field('username')} />
        <EmailField label={t('common.email')} dir="ltr" {...field('email')} />
        <PasswordField
          label={t('signup.password')}
          dir="ltr"
          hint={t('signup.passwordHint')}
          {...field('password')}
        />
        <TextField label={t('signup.role')} {...field('role')} />
        <TextField
          label={t('signup.signupKey')}
          type="password"
          autoComplete="off"
          dir="ltr"
          {...field('adminSignupKey')}
        />
        <SubmitButton submitting={signup.submitting}>{t('signup.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
