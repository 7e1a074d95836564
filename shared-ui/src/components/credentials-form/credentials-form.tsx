import { useState, type FormEvent, type ReactNode } from 'react';
import { AuthCard } from '../auth-card/auth-card';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import { ErrorBanner } from '../error-banner/error-banner';
import { SubmitButton } from '../submit-button/submit-button';
import { TextField } from '../text-field/text-field';

interface CredentialsFormProps {
  title: string;
  subtitle?: ReactNode;
  footer?: ReactNode;
  /** Shown, and no call made, when either field is empty. */
  emptyMessage: string;
  /** Performs the login; resolves to an error message to show, or null on success. */
  onSubmit: (email: string, password: string) => Promise<string | null>;
  withRememberMe?: boolean;
  headingLevel?: 1 | 2;
}

/**
 * Email + password login of the spec: the red 'Error: ' banner keeps the last failure until the
 * next one replaces it; the button spins while the call is in flight.
 */
export function CredentialsForm({
  title,
  subtitle,
  footer,
  emptyMessage,
  onSubmit,
  withRememberMe = true,
  headingLevel,
}: CredentialsFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email || !password) {
      setError(emptyMessage);
      return;
    }
    setSubmitting(true);
    const failure = await onSubmit(email, password);
    if (failure) {
      setError(failure);
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={title} subtitle={subtitle} footer={footer} headingLevel={headingLevel}>
      <ErrorBanner message={error} />
      <form onSubmit={handleSubmit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {withRememberMe ? (
          <CheckboxField
            label="Remember me"
            name="rememberMe"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
        ) : null}
        <SubmitButton submitting={submitting}>Login</SubmitButton>
      </form>
    </AuthCard>
  );
}
