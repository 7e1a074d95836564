import { useState } from 'react';
import {
  useAccountT,
  useForm,
  type FieldErrors,
  ErrorBanner,
  SubmitButton,
  SuccessBanner,
  PasswordField,
  NewPasswordFields,
} from '@kaamyaab/shared-ui/forms';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordFormProps {
  /**
   * The contract's rules (`validatePasswordChange` from `@kaamyaab/shared-api/contract`): each
   * field's first message shows under it once changed or left.
   */
  validate: (values: PasswordChangeValues) => FieldErrors;
  /**
   * Changes the password (`submitPasswordChange` from `@kaamyaab/shared-api/client`); resolves
   * to null once changed, else the sentence to show in the red banner.
   */
  onSubmit: (currentPassword: string, newPassword: string) => Promise<string | null>;
  /** The heading's level where the form is mounted (a profile page's section: 2). */
  headingLevel?: 2 | 3;
}

const empty: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password while signed in: the current one, then the new one twice. Once changed, the
 * fields empty and a green notice says that every other session was ended.
 */
export function ChangePasswordForm({
  validate,
  onSubmit,
  headingLevel = 2,
}: ChangePasswordFormProps) {
  const { t } = useAccountT();
  const form = useForm({ initialValues: empty, validate });
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const handleSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setChanged(false);
    const failure = await onSubmit(currentPassword, newPassword);
    setError(failure);
    if (failure) return;
    form.reset();
    setChanged(true);
  });

  return (
    <section aria-labelledby="change-password-heading">
      <Heading id="change-password-heading">{t('password.heading')}</Heading>
      {changed ? <SuccessBanner message={t('password.changed')} /> : null}
      <ErrorBanner message={error} />
      <form onSubmit={handleSubmit} noValidate>
        <PasswordField label={t('password.current')} current {...form.bind('currentPassword')} />
        <NewPasswordFields
          password={form.bind('newPassword')}
          confirm={form.bind('confirmPassword')}
          hint={t('password.hint')}
        />
        <SubmitButton submitting={form.submitting}>{t('password.submit')}</SubmitButton>
      </form>
    </section>
  );
}
