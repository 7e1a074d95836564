import { usePartySignup } from '@kaamyaab/shared-api/client';
import {
  CheckboxField,
  PartySignupForm,
  TextAreaField,
  TextField,
} from '@kaamyaab/shared-ui/forms';
import { ProgressBar } from '@kaamyaab/shared-ui/listings';
import { useFreelancerT } from '../../i18n/freelancer-strings';
import {
  BankAccountField,
  CnicField,
  EmploymentFields,
  employedFields,
  PhoneField,
  SkillField,
} from './freelancer-fields';
import { initialValues, validateFreelancerSignup } from './freelancer-signup-values';

const form = { initialValues, validate: validateFreelancerSignup, fieldsOf: employedFields };

/** Spec 'Freelancer signup': every field a freelancer gives, validated on change and on blur. */
export function FreelancerSignupForm({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useFreelancerT();
  const signup = usePartySignup('freelancer', form);
  return (
    <PartySignupForm
      {...signup}
      words={t}
      headingLevel={headingLevel}
      Progress={ProgressBar}
      proofRequired
    >
      {({ bind, choice, checkbox }, { credentials, proof, avatar }) => (
        <>
          <TextField label={t('fields.fullName')} autoComplete="name" {...bind('fullName')} />
          {credentials}
          <PhoneField {...bind('number')} />
          <CnicField {...bind('CNIC')} />
          <SkillField {...bind('skills')} />
          <BankAccountField {...bind('bankAccount')} />
          <EmploymentFields
            employment={choice('currentlyEmployed')}
            companyName={bind('companyName')}
          />
          {proof}
          {avatar}
          <TextAreaField label={t('fields.bio')} rows={4} {...bind('bio')} />
          <CheckboxField label={t('signup.agree')} {...checkbox('agree')} />
        </>
      )}
    </PartySignupForm>
  );
}
