import { useState } from 'react';
import {
  FreelancerProfileSchema,
  formValidator,
  uploadRules,
  type FreelancerDto,
} from '@kaamyaab/shared-api/contract';
import { profileApi } from '@kaamyaab/shared-api/client';
import {
  Button,
  ErrorBanner,
  FileField,
  RadioGroupField,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui';

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

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
  const form = useForm({ initialValues: valuesOf(account), validate });
  const [error, setError] = useState<string | null>(null);
  const { bind, values } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await profileApi.saveProfile('freelancer', toFormData(values));
    if ('account' in saved) return onSaved(saved.account);
    setError(saved.failure.message);
    form.setServerErrors(saved.failure.fields);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="edit-profile-heading">
      <h2 id="edit-profile-heading">Edit profile</h2>
      <p>
        Changing your name or bank account sends your account back to our team for review, within 24
        hours; everything else changes at once.
      </p>
      <ErrorBanner message={error} />
      <TextField label="Full name" autoComplete="name" {...bind('fullName')} />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        hint="Mobile, e.g. 03001234567 or +923001234567"
        {...bind('number')}
      />
      <TextField label="Skill" hint="e.g. React, Graphic Design" {...bind('skills')} />
      <TextField
        label="Bank account number"
        hint="Your IBAN (PK…) or account number, for payments"
        {...bind('bankAccount')}
      />
      <RadioGroupField
        legend="Currently Doing Job?"
        options={yesNo}
        {...form.choice('currentlyEmployed')}
      />
      {values.currentlyEmployed === 'yes' ? (
        <TextField label="Company name" {...bind('companyName')} />
      ) : null}
      <FileField
        label="New avatar (optional)"
        accept={uploadRules.avatar.accept}
        hint={uploadRules.avatar.hint}
        {...form.file('avatar')}
      />
      <TextAreaField label="Bio" rows={4} {...bind('bio')} />
      <SubmitButton submitting={form.submitting}>Save changes</SubmitButton>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
