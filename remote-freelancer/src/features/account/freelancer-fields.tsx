import {
  RadioGroupField,
  TextField,
  type RadioGroupFieldProps,
  type TextFieldProps,
} from '@kaamyaab/shared-ui/forms';
import { useFreelancerT } from '../../i18n/freelancer-strings';

/**
 * The freelancer's fields that sign-up and the profile edit both ask for, worded once: their
 * labels and hints are what a person reads in both places.
 */
type Bound = Omit<TextFieldProps, 'label'>;

/** What sign-up and the profile edit send of the employment: a company only while employed. */
export function employedFields<V extends { currentlyEmployed: string; companyName: string }>({
  currentlyEmployed,
  companyName,
  ...values
}: V) {
  const employed = currentlyEmployed === 'yes';
  return { ...values, currentlyEmployed: employed, companyName: employed ? companyName : '' };
}

export function PhoneField(props: Bound) {
  const { t } = useFreelancerT();
  return (
    <TextField
      label={t('fields.phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      hint={t('fields.phoneHint')}
      {...props}
    />
  );
}

export function SkillField(props: Bound) {
  const { t } = useFreelancerT();
  return <TextField label={t('fields.skill')} hint={t('fields.skillHint')} {...props} />;
}

/** An IBAN or account number reads left to right, in an Urdu page too. */
export function BankAccountField(props: Bound) {
  const { t } = useFreelancerT();
  return (
    <TextField
      label={t('fields.bankAccount')}
      hint={t('fields.bankAccountHint')}
      dir="ltr"
      {...props}
    />
  );
}

/** The CNIC, typed with its dashes, left to right in an Urdu page too. */
export function CnicField(props: Bound) {
  const { t } = useFreelancerT();
  return <TextField label={t('fields.cnic')} hint={t('signup.cnicHint')} dir="ltr" {...props} />;
}

/** 'Currently Doing Job?' and, after a yes, the company's name. */
export function EmploymentFields({
  employment,
  companyName,
}: {
  employment: Omit<RadioGroupFieldProps, 'legend' | 'options'>;
  companyName: Bound;
}) {
  const { t } = useFreelancerT();
  const yesNo = [
    { value: 'yes', label: t('fields.yes') },
    { value: 'no', label: t('fields.no') },
  ];
  return (
    <>
      <RadioGroupField legend={t('fields.employed')} options={yesNo} {...employment} />
      {employment.value === 'yes' ? (
        <TextField label={t('fields.companyName')} {...companyName} />
      ) : null}
    </>
  );
}
