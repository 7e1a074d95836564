import { useState, type ReactNode } from 'react';
import { AvatarField, useForm, type FieldErrors } from '@kaamyaab/shared-ui/forms';
import type { ProfileFormHandlers } from './own-profile';
import { ProfileEditForm } from './profile-edit-form';

type EditForm<V extends object> = ReturnType<typeof useForm<V>>;

type Saved<A> = { account: A } | { failure: { message: string; fields: FieldErrors } };

/** What a party's profile form is handed by the profile page. */
export type PartyFormProps<A> = ProfileFormHandlers<A> & { account: A };

interface PartyProfileFormProps<A, V extends { avatar: File | null }> extends PartyFormProps<A> {
  /** The party's translate function: each area words its rule and its avatar's label. */
  words: (key: 'profile.editIntro' | 'profile.newAvatar') => string;
  /** The form's first values, from the record. */
  valuesOf: (account: A) => V;
  validate: (values: V) => FieldErrors;
  /** Sends the edit: the saved record, or the failure and its fields' errors. */
  save: (values: V) => Promise<Saved<A>>;
  /** The contract's avatar rule: the types it takes, and the hint saying so. */
  avatarRule: { accept: string; hint: string };
  /** The party's own fields; `avatar` is the avatar's field, placed where the party shows it. */
  children: (form: EditForm<V>, avatar: ReactNode) => ReactNode;
}

/**
 * The profile edit of a freelancer or a company: the party's fields and a new avatar, sent as
 * one; the server's failure shows in the banner and on its fields, a success hands back the
 * saved record.
 */
export function PartyProfileForm<A, V extends { avatar: File | null }>({
  account,
  onSaved,
  onCancel,
  words,
  valuesOf,
  validate,
  save,
  avatarRule,
  children,
}: PartyProfileFormProps<A, V>) {
  const form = useForm({ initialValues: valuesOf(account), validate });
  const [error, setError] = useState<string | null>(null);
  // Every party's form holds an avatar; its name is a key of any V here.
  const withAvatar = form as unknown as EditForm<{ avatar: File | null }>;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await save(values);
    if ('account' in saved) return onSaved(saved.account);
    setError(saved.failure.message);
    form.setServerErrors(saved.failure.fields);
  });

  const avatar = (
    <AvatarField
      label={words('profile.newAvatar')}
      rule={avatarRule}
      {...withAvatar.file('avatar')}
    />
  );
  return (
    <ProfileEditForm
      intro={words('profile.editIntro')}
      error={error}
      submitting={form.submitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {children(form, avatar)}
    </ProfileEditForm>
  );
}
