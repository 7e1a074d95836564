import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAccountT } from '../../i18n/ui-account-strings';
import { useForm, type FieldErrors } from '../../lib/use-form';
import { AuthCard } from '../auth-card/auth-card';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import { ErrorBanner } from '../error-banner/error-banner';
import { SubmitButton } from '../submit-button/submit-button';
import { InfoBanner, SuccessBanner } from '../success-banner/success-banner';
import { EmailField, PasswordField } from './credential-fields';

export interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface CredentialsFormProps {
  title: string;
  subtitle?: ReactNode;
  footer?: ReactNode;
  /**
   * The contract's login rules (`formValidator(LoginSchema)`); when they fail, no call is made
   * and their first sentence shows in the banner ('Please Enter Both, Email and Password.').
   */
  validate: (values: Credentials) => FieldErrors;
  /** Performs the login; resolves to an error message to show, or null on success. */
  onSubmit: (email: string, password: string) => Promise<string | null>;
  withRememberMe?: boolean;
  headingLevel?: 1 | 2;
  /** Why the form was opened: an account just created, or a page that needs a login. */
  notice?: { tone: 'success' | 'info'; message: string } | null;
  /** Under the password: the way to a forgotten password ('Forgot password?'). */
  passwordHelp?: ReactNode;
}

const PasswordHelp = styled.p`
  margin: -0.5rem 0 1rem;
  text-align: end;
`;

const initialValues: Credentials = { email: '', password: '', rememberMe: false };

/**
 * Email + password login of the spec: the red 'Error: ' banner keeps the last failure until the
 * next one replaces it; the button spins while the call is in flight.
 */
export function CredentialsForm({
  title,
  subtitle,
  footer,
  validate,
  onSubmit,
  withRememberMe = true,
  headingLevel,
  notice,
  passwordHelp,
}: CredentialsFormProps) {
  const { t } = useAccountT();
  const form = useForm({ initialValues, validate, report: 'banner' });
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = form.handleSubmit(
    async ({ email, password }) => {
      const failure = await onSubmit(email, password);
      if (failure) setError(failure);
    },
    (errors) => setError(Object.values(errors)[0] ?? null),
  );

  return (
    <AuthCard title={title} subtitle={subtitle} footer={footer} headingLevel={headingLevel}>
      {notice?.tone === 'success' ? <SuccessBanner message={notice.message} /> : null}
      {notice?.tone === 'info' ? <InfoBanner message={notice.message} /> : null}
      <ErrorBanner message={error} />
      <form onSubmit={handleSubmit} noValidate>
        <EmailField label={t('credentials.email')} {...form.bind('email')} />
        <PasswordField label={t('credentials.password')} current {...form.bind('password')} />
        {passwordHelp ? <PasswordHelp>{passwordHelp}</PasswordHelp> : null}
        {withRememberMe ? (
          <CheckboxField label={t('credentials.rememberMe')} {...form.checkbox('rememberMe')} />
        ) : null}
        <SubmitButton submitting={form.submitting}>{t('credentials.login')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
