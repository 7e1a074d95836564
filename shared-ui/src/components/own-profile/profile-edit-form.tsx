import type { FormEvent, ReactNode } from 'react';
import { useAccountT, ErrorBanner, SubmitButton } from '@kaamyaab/shared-ui/forms';
import { Button } from '@kaamyaab/shared-ui';

interface ProfileEditFormProps {
  /** What changes at once and what goes back for review, for this role. */
  intro?: ReactNode;
  error: string | null;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The frame of every role's profile form: its heading, the rule, the fields, Save and Cancel. */
export function ProfileEditForm({
  intro,
  error,
  submitting,
  onSubmit,
  onCancel,
  children,
}: ProfileEditFormProps) {
  const { t } = useAccountT();
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="edit-profile-heading">
      <h2 id="edit-profile-heading">{t('profile.edit')}</h2>
      {intro ? <p>{intro}</p> : null}
      <ErrorBanner message={error} />
      {children}
      <SubmitButton submitting={submitting}>{t('profile.save')}</SubmitButton>
      <Button variant="secondary" onClick={onCancel}>
        {t('profile.cancel')}
      </Button>
    </form>
  );
}
