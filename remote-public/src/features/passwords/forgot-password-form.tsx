import { useState } from 'react';
import { Link, useSearchParams } from '@kaamyaab/shared-api/router';
import { ForgotPasswordSchema, formValidator } from '@kaamyaab/shared-api/contract';
import { credentialsApi, describeError, forgotPasswordErrors } from '@kaamyaab/shared-api/client';
import { loginPaths } from '@kaamyaab/shared-api';
import {
  AuthCard,
  ErrorBanner,
  SelectField,
  SubmitButton,
  SuccessBanner,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui';

type Role = 'freelancer' | 'company' | 'admin';
const roles: Role[] = ['freelancer', 'company', 'admin'];
const roleOptions = [
  { value: 'freelancer', label: 'Freelancer' },
  { value: 'company', label: 'Company' },
  { value: 'admin', label: 'Administrator' },
];

const validate = formValidator(ForgotPasswordSchema);

/**
 * /forgot-password?as=<role>: the email of the account whose password was forgotten. The answer
 * is the same whether or not the address has an account, so the page never says which.
 */
export function ForgotPasswordForm() {
  const [params] = useSearchParams();
  const asked = params.get('as') as Role | null;
  const form = useForm({
    initialValues: { role: asked && roles.includes(asked) ? asked : 'freelancer', email: '' },
    validate,
  });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const role = form.values.role as Role;

  const handleSubmit = form.handleSubmit(async ({ role: chosen, email }) => {
    try {
      setSent(await credentialsApi.forgotPassword(chosen as Role, email));
      setError(null);
    } catch (failure) {
      setError(describeError(failure, forgotPasswordErrors));
    }
  });

  return (
    <AuthCard
      title="Forgot password?"
      subtitle="Enter the email address of your account and we will email you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to={loginPaths[role]}>Back to login</Link>
        </>
      }
    >
      <SuccessBanner message={sent} />
      <ErrorBanner message={error} />
      {sent ? null : (
        <form onSubmit={handleSubmit} noValidate>
          <SelectField label="I log in as" options={roleOptions} {...form.bind('role')} />
          <TextField label="Email" type="email" autoComplete="email" {...form.bind('email')} />
          <SubmitButton submitting={form.submitting}>Send reset link</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
