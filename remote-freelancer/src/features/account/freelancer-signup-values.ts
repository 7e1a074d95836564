import {
  FreelancerSignupSchema,
  accountMessages,
  formValidator,
} from '@kaamyaab/shared-api/contract';

export const initialValues = {
  fullName: '',
  email: '',
  password: '',
  number: '',
  CNIC: '',
  skills: '',
  bankAccount: '',
  currentlyEmployed: '',
  companyName: '',
  bio: '',
  agree: false,
  proofOfRegistrationFee: null as File | null,
  avatar: null as File | null,
};
export type FreelancerSignupValues = typeof initialValues;

const contractRules = formValidator<FreelancerSignupValues>(FreelancerSignupSchema);

/** The contract's rules, plus the proof file the form must carry (spec section 5). */
export function validateFreelancerSignup(values: FreelancerSignupValues): Record<string, string> {
  const errors = contractRules(values);
  if (!values.proofOfRegistrationFee) errors.proofOfRegistrationFee = accountMessages.proofRequired;
  return errors;
}

export function toFormData(values: FreelancerSignupValues): FormData {
  const form = new FormData();
  for (const name of [
    'fullName',
    'email',
    'password',
    'number',
    'CNIC',
    'skills',
    'bankAccount',
    'bio',
  ] as const) {
    form.append(name, values[name].trim());
  }
  const employed = values.currentlyEmployed === 'yes';
  form.append('currentlyEmployed', String(employed));
  form.append('companyName', employed ? values.companyName.trim() : '');
  form.append('agree', String(values.agree));
  if (values.proofOfRegistrationFee)
    form.append('proofOfRegistrationFee', values.proofOfRegistrationFee);
  if (values.avatar) form.append('avatar', values.avatar);
  return form;
}
