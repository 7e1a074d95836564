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

/** The contract's rules, plus the proof file the form must carry. */
export function validateFreelancerSignup(values: FreelancerSignupValues): Record<string, string> {
  const errors = contractRules(values);
  if (!values.proofOfRegistrationFee) errors.proofOfRegistrationFee = accountMessages.proofRequired;
  return errors;
}
