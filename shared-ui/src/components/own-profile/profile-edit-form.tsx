import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button/button';
import { ErrorBanner } from '../error-banner/error-banner';
import { SubmitButton } from '../submit-button/submit-button';

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
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="edit-profile-heading">
      <h2 id="edit-profile-heading">Edit profile</h2>
      {intro ? <p>{intro}</p> : null}
      <ErrorBanner message={error} />
      {children}
      <SubmitButton submitting={submitting}>Save changes</SubmitButton>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
