import {
  RadioGroupField,
  TextField,
  type RadioGroupFieldProps,
  type TextFieldProps,
} from '@kaamyaab/shared-ui';

/**
 * The freelancer's fields that sign-up and the profile edit both ask for, worded once: their
 * labels and hints are what a person reads in both places.
 */
type Bound = Omit<TextFieldProps, 'label'>;

export const PhoneField = (props: Bound) => (
  <TextField
    label="Phone number"
    type="tel"
    inputMode="numeric"
    autoComplete="tel"
    hint="Mobile, e.g. 03001234567 or +923001234567"
    {...props}
  />
);

export const SkillField = (props: Bound) => (
  <TextField label="Skill" hint="e.g. React, Graphic Design" {...props} />
);

export const BankAccountField = (props: Bound) => (
  <TextField
    label="Bank account number"
    hint="Your IBAN (PK…) or account number, for payments"
    {...props}
  />
);

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** 'Currently Doing Job?' and, after a yes, the company's name. */
export function EmploymentFields({
  employment,
  companyName,
}: {
  employment: Omit<RadioGroupFieldProps, 'legend' | 'options'>;
  companyName: Bound;
}) {
  return (
    <>
      <RadioGroupField legend="Currently Doing Job?" options={yesNo} {...employment} />
      {employment.value === 'yes' ? <TextField label="Company name" {...companyName} /> : null}
    </>
  );
}
