import { useState } from 'react';
import { Link, signedUpState, useNavigate } from '@kaamyaab/shared-api/router';
import { AdminSignupSchema, formValidator } from '@kaamyaab/shared-api/contract';
import { accountsApi, adminSignupErrors, describeError } from '@kaamyaab/shared-api/client';
import { paths, useAuthStore } from '@kaamyaab/shared-api';
import {
  AuthCard,
  ErrorBanner,
  SubmitButton,
  TextField,
  useDocumentMeta,
  useForm,
} from '@kaamyaab/shared-ui';

const emptyForm = { username: '', email: '', password: '', role: '', adminSignupKey: '' };
/** First the three fields ('Please enter all fields: ...'), then the key; one sentence at a time. */
const validate = formValidator<typeof emptyForm>(AdminSignupSchema);

/**
 * /signup-admin: needs the secret admin signup key; success signs the admin in (spec section 4:
 * stored like a login) and goes to /login-admin.
 */
export function AdminSignupForm() {
  useDocumentMeta(
    'Admin sign-up',
    'Create a Kaamyaab administrator account with the admin signup key.',
  );
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
      title="Admin Sign Up"
      subtitle="For Kaamyaab staff who hold the admin signup key."
      footer={
        <>
          Already an admin? <Link to={paths.loginAdmin}>Log in</Link>
        </>
      }
    >
      <ErrorBanner message={error} />
      <form onSubmit={onSubmit} noValidate>
        <TextField label="Username" autoComplete="username" {...field('username')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          {...field('password')}
        />
        <TextField label="Role (optional)" {...field('role')} />
        <TextField
          label="Admin signup key"
          type="password"
          autoComplete="off"
          {...field('adminSignupKey')}
        />
        <SubmitButton submitting={signup.submitting}>Sign Up</SubmitButton>
      </form>
    </AuthCard>
  );
}
