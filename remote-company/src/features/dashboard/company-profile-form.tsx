import { useState } from 'react';
import {
  CompanyProfileSchema,
  formValidator,
  uploadRules,
  type CompanyDto,
} from '@kaamyaab/shared-api/contract';
import { profileApi } from '@kaamyaab/shared-api/client';
import { useSentence } from '@kaamyaab/shared-ui';
import { FileField, TextAreaField, TextField, useForm } from '@kaamyaab/shared-ui/forms';
import { ProfileEditForm } from '@kaamyaab/shared-ui/dashboard';
import { useCompanyT } from '../../i18n/company-strings';

const valuesOf = (account: CompanyDto) => ({
  companyName: account.companyName,
  pocName: account.pocName,
  pocId: account.pocId,
  bio: account.bio,
  avatar: null as File | null,
});
type ProfileValues = ReturnType<typeof valuesOf>;

const validate = formValidator<ProfileValues>(CompanyProfileSchema);

function toFormData(values: ProfileValues): FormData {
  const form = new FormData();
  for (const name of ['companyName', 'pocName', 'pocId', 'bio'] as const)
    form.append(name, values[name].trim());
  if (values.avatar) form.append('avatar', values.avatar);
  return form;
}

interface CompanyProfileFormProps {
  account: CompanyDto;
  onSaved: (account: CompanyDto) => void;
  onCancel: () => void;
}

/** Issue 15: the company edits its details; its name and point of contact go back for review. */
export function CompanyProfileForm({ account, onSaved, onCancel }: CompanyProfileFormProps) {
  const { t } = useCompanyT();
  const say = useSentence();
  const form = useForm({ initialValues: valuesOf(account), validate });
  const [error, setError] = useState<string | null>(null);
  const { bind } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await profileApi.saveProfile('company', toFormData(values));
    if ('account' in saved) return onSaved(saved.account);
    setError(saved.failure.message);
    form.setServerErrors(saved.failure.fields);
  });

  return (
    <ProfileEditForm
      intro={t('profile.formIntro')}
      error={error}
      submitting={form.submitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <TextField
        label={t('fields.companyName')}
        autoComplete="organization"
        {...bind('companyName')}
      />
      <TextField label={t('fields.pocName')} autoComplete="name" {...bind('pocName')} />
      <TextField
        label={t('fields.pocId')}
        hint={t('profile.pocIdHint')}
        dir="ltr"
        {...bind('pocId')}
      />
      <TextAreaField label={t('fields.bio')} rows={4} {...bind('bio')} />
      <FileField
        label={t('profile.newAvatar')}
        accept={uploadRules.avatar.accept}
        hint={say(uploadRules.avatar.hint)}
        {...form.file('avatar')}
      />
    </ProfileEditForm>
  );
}
