import { useState } from 'react';
import {
  FreelancerProfileSchema,
  formValidator,
  uploadRules,
  type FreelancerDto,
} from '@kaamyaab/shared-api/contract';
import { profileApi } from '@kaamyaab/shared-api/client';
import { useSentence } from '@kaamyaab/shared-ui';
import { FileField, TextAreaField, TextField, useForm } from '@kaamyaab/shared-ui/forms';
import { ProfileEditForm } from '@kaamyaab/shared-ui/dashboard';
import { useFreelancerT } from '../../i18n/freelancer-strings';
import {
  BankAccountField,
  EmploymentFields,
  PhoneField,
  SkillField,
} from '../account/freelancer-fields';

const valuesOf = (account: FreelancerDto) => ({
  fullName: account.fullName,
  number: account.number,
  bankAccount: account.bankAccount,
  skills: account.skills,
  currentlyEmployed: account.currentlyEmployed ? 'yes' : 'no',
  companyName: account.companyName ?? '',
  bio: account.bio,
  avatar: null as File | null,
});
type ProfileValues = ReturnType<typeof valuesOf>;

const validate = formValidator<ProfileValues>(FreelancerProfileSchema);

function toFormData(values: ProfileValues): FormData {
  const form = new FormData();
  for (const name of ['fullName', 'number', 'bankAccount', 'skills', 'bio'] as const)
    form.append(name, values[name].trim());
  const employed = values.currentlyEmployed === 'yes';
  form.append('currentlyEmployed', String(employed));
  form.append('companyName', employed ? values.companyName.trim() : '');
  if (values.avatar) form.append('avatar', values.avatar);
  return form;
}

interface FreelancerProfileFormProps {
  account: FreelancerDto;
  onSaved: (account: FreelancerDto) => void;
  onCancel: () => void;
}

/** Issue 15: the freelancer edits their details; name and bank account go back for review. */
export function FreelancerProfileForm({ account, onSaved, onCancel }: FreelancerProfileFormProps) {
  const { t } = useFreelancerT();
  const say = useSentence();
  const form = useForm({ initialValues: valuesOf(account), validate });
  const [error, setError] = useState<string | null>(null);
  const { bind } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await profileApi.saveProfile('freelancer', toFormData(values));
    if ('account' in saved) return onSaved(saved.account);
    setError(saved.failure.message);
    form.setServerErrors(saved.failure.fields);
  });

  return (
    <ProfileEditForm
      intro={t('profile.editIntro')}
      error={error}
      submitting={form.submitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <TextField label={t('fields.fullName')} autoComplete="name" {...bind('fullName')} />
      <PhoneField {...bind('number')} />
      <SkillField {...bind('skills')} />
      <BankAccountField {...bind('bankAccount')} />
      <EmploymentFields
        employment={form.choice('currentlyEmployed')}
        companyName={bind('companyName')}
      />
      <FileField
        label={t('profile.newAvatar')}
        accept={uploadRules.avatar.accept}
        hint={say(uploadRules.avatar.hint)}
        {...form.file('avatar')}
      />
      <TextAreaField label={t('fields.bio')} rows={4} {...bind('bio')} />
    </ProfileEditForm>
  );
}
