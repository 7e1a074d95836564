import { useState } from 'react';
import { AdminProfileSchema, formValidator, type AdminDto } from '@kaamyaab/shared-api/contract';
import { profileApi } from '@kaamyaab/shared-api/client';
import { TextField, useForm } from '@kaamyaab/shared-ui/forms';
import { ProfileEditForm, type ProfileFormHandlers } from '@kaamyaab/shared-ui/dashboard';
import { useAdminT } from '../../i18n/admin-strings';

const validate = formValidator<{ username: string }>(AdminProfileSchema);

/** An administrator changes the name the others see in the review's history. */
export function AdminProfileForm({
  account,
  onSaved,
  onCancel,
}: { account: AdminDto } & ProfileFormHandlers<AdminDto>) {
  const { t } = useAdminT();
  const form = useForm({ initialValues: { username: account.username }, validate });
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ username }) => {
    const failure = await profileApi.saveAdminProfile(username.trim());
    if (!failure) return onSaved({ ...account, username: username.trim() });
    setError(failure.message);
    form.setServerErrors(failure.fields);
  });

  return (
    <ProfileEditForm
      error={error}
      submitting={form.submitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <TextField label={t('common.username')} autoComplete="username" {...form.bind('username')} />
    </ProfileEditForm>
  );
}
