import { useState, type ComponentType, type ReactNode } from 'react';
import { useSentence } from '@kaamyaab/shared-ui';
import { useForm, type FieldErrors } from '../../lib/use-form';
import { ErrorBanner } from '../error-banner/error-banner';
import { AvatarField } from '../avatar-field/avatar-field';
import { FileField } from '../file-field/file-field';
import { SubmitButton } from '../submit-button/submit-button';
import { EmailField, PasswordField } from '../credentials-form/credential-fields';
import { AuthCard } from './auth-card';

type SignupKey =
  | 'signup.title'
  | 'signup.subtitle'
  | 'signup.haveAccount'
  | 'signup.logIn'
  | 'signup.email'
  | 'signup.password'
  | 'signup.passwordHint'
  | 'signup.proof'
  | 'signup.avatar'
  | 'signup.uploading'
  | 'signup.submit';

/** What every party's sign-up holds besides its own fields. */
interface SignupBasics {
  email: string;
  password: string;
  proofOfRegistrationFee: File | null;
  avatar: File | null;
}

type SignupFields<V extends SignupBasics> = ReturnType<typeof useForm<V>>;

/** The fields every party's sign-up shows, for the party to place among its own. */
interface CommonFields {
  /** Email and password. */
  credentials: ReactNode;
  /** The registration fee's proof. */
  proof: ReactNode;
  avatar: ReactNode;
}

interface FileRule {
  accept: string;
  hint: string;
}

interface PartySignupFormProps<V extends SignupBasics> {
  /** The party's translate function: each area words its own sign-up under these keys. */
  words: (key: SignupKey) => string;
  headingLevel?: 1 | 2;
  initialValues: V;
  validate: (values: V) => FieldErrors;
  /** Sends the sign-up; resolves to the sentence to show when it fails, else null. */
  submit: (values: V) => Promise<string | null>;
  /** The upload's share done, null while nothing is being sent. */
  progress: number | null;
  Progress: ComponentType<{ value: number; label: string }>;
  loginPath: string;
  renderLink: (args: { to: string; label: string; children: ReactNode }) => ReactNode;
  proofRule: FileRule;
  avatarRule: FileRule;
  /** The proof is required where the party's rules ask for it. */
  proofRequired?: boolean;
  children: (form: SignupFields<V>, common: CommonFields) => ReactNode;
}

/**
 * A party's sign-up card: its own fields with the email, password, proof and avatar every
 * party gives, the upload's progress, and the way to the login for an account made already.
 */
export function PartySignupForm<V extends SignupBasics>({
  words,
  headingLevel = 2,
  initialValues,
  validate,
  submit,
  progress,
  Progress,
  loginPath,
  renderLink,
  proofRule,
  avatarRule,
  proofRequired,
  children,
}: PartySignupFormProps<V>) {
  const say = useSentence();
  const form = useForm({ initialValues, validate });
  const [error, setError] = useState<string | null>(null);
  // The common fields are named for every party alike; their names are keys of any V here.
  const basics = form as unknown as SignupFields<SignupBasics>;

  const onSubmit = form.handleSubmit(async (values) => {
    const failure = await submit(values);
    if (failure) setError(failure);
  });

  const credentials = (
    <>
      <EmailField label={words('signup.email')} {...basics.bind('email')} />
      <PasswordField
        label={words('signup.password')}
        hint={words('signup.passwordHint')}
        {...basics.bind('password')}
      />
    </>
  );
  const proof = (
    <FileField
      label={words('signup.proof')}
      accept={proofRule.accept}
      hint={say(proofRule.hint)}
      required={proofRequired}
      {...basics.file('proofOfRegistrationFee')}
    />
  );
  const avatar = (
    <AvatarField label={words('signup.avatar')} rule={avatarRule} {...basics.file('avatar')} />
  );
  const logIn = words('signup.logIn');
  return (
    <AuthCard
      title={words('signup.title')}
      subtitle={words('signup.subtitle')}
      headingLevel={headingLevel}
      footer={
        <>
          {words('signup.haveAccount')}{' '}
          {renderLink({ to: loginPath, label: logIn, children: logIn })}
        </>
      }
    >
      <ErrorBanner message={error} />
      <form onSubmit={onSubmit} noValidate>
        {children(form, { credentials, proof, avatar })}
        {progress !== null ? <Progress value={progress} label={words('signup.uploading')} /> : null}
        <SubmitButton submitting={form.submitting}>{words('signup.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
