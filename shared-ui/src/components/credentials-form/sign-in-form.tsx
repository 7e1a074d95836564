import type { ReactNode } from 'react';
import { CredentialsForm, type CredentialsFormProps } from './credentials-form';

type SignInKey =
  'login.title' | 'login.subtitle' | 'login.forgotPassword' | 'login.noAccount' | 'login.signUp';

interface SignInFormProps extends Omit<
  CredentialsFormProps,
  'title' | 'subtitle' | 'footer' | 'passwordHelp'
> {
  /** The area's translate function: each area words its own login under these keys. */
  words: (key: SignInKey) => string;
  forgotPasswordPath: string;
  signupPath: string;
  /** The router's link, as the dashboard frame takes it. */
  renderLink: (args: { to: string; label: string; children: ReactNode }) => ReactNode;
}

/**
 * A role's login: the credentials form with that role's words, its way to a forgotten
 * password under the password, and its way to sign up under the form.
 */
export function SignInForm({
  words,
  forgotPasswordPath,
  signupPath,
  renderLink,
  ...form
}: SignInFormProps) {
  const link = (to: string, key: SignInKey) =>
    renderLink({ to, label: words(key), children: words(key) });
  return (
    <CredentialsForm
      {...form}
      title={words('login.title')}
      subtitle={words('login.subtitle')}
      passwordHelp={link(forgotPasswordPath, 'login.forgotPassword')}
      footer={
        <>
          {words('login.noAccount')} {link(signupPath, 'login.signUp')}
        </>
      }
    />
  );
}
