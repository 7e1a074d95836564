import { FreelancerProfileSchema, type FreelancerDto } from '@kaamyaab/shared-api/contract';
import { partyProfileEdit } from '@kaamyaab/shared-api/client';
import { TextAreaField, TextField } from '@kaamyaab/shared-ui/forms';
import { PartyProfileForm, type PartyFormProps } from '@kaamyaab/shared-ui/dashboard';
import { useFreelancerT } from '../../i18n/freelancer-strings';
import {
  BankAccountField,
  EmploymentFields,
  employedFields,
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

const editing = partyProfileEdit('freelancer', valuesOf, FreelancerProfileSchema, employedFields);

/** The freelancer edits their details; name and bank account go back for review. */
export function FreelancerProfileForm(props: PartyFormProps<FreelancerDto>) {
  const { t } = useFreelancerT();
  return (
    <PartyProfileForm {...props} words={t} {...editing}>
      {(form, avatar) => (
        <>
          <TextField label={t('fields.fullName')} autoComplete="name" {...form.bind('fullName')} />
          <PhoneField {...form.bind('number')} />
          <SkillField {...form.bind('skills')} />
          <BankAccountField {...form.bind('bankAccount')} />
          <EmploymentFields
            employment={form.choice('currentlyEmployed')}
            companyName={form.bind('companyName')}
          />
          {avatar}
          <TextAreaField label={t('fields.bio')} rows={4} {...form.bind('bio')} />
        </>
      )}
    </PartyProfileForm>
  );
}
