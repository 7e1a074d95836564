import { useState } from 'react';
import { signedUpState, useNavigate } from '@kaamyaab/shared-api/router';
import { loginAs, paths } from '@kaamyaab/shared-api';
import { uploadRules } from '@kaamyaab/shared-api/contract';
import { accountsApi } from './accounts';
import { describeError } from './describe-error';
import { companySignupErrors, freelancerSignupErrors } from './error-catalogues';
import { renderLink } from './link-renderers';
import { multipart, textFieldsOf } from './multipart';
import type { Party } from './use-party-dashboard';

/** Each party's sign-up call (by name, looked up when the form is sent) and error sentences. */
const signups = {
  freelancer: { register: 'registerFreelancer', errors: freelancerSignupErrors },
  company: { register: 'registerCompany', errors: companySignupErrors },
} as const;

interface SignupValues {
  proofOfRegistrationFee: File | null;
  avatar: File | null;
}

interface SignupForm<V> {
  initialValues: V;
  validate: (values: V) => Record<string, string>;
  /** The text fields sent, where a party sends other than what it holds. */
  fieldsOf?: (values: V) => object;
}

/**
 * A party's sign-up, for the shared form: the upload's progress while the files go, then the
 * login with a word that the account was made; a failure resolves to the sentence to show.
 */
export function usePartySignup<V extends SignupValues>(
  party: Party,
  { initialValues, validate, fieldsOf = (values) => values }: SignupForm<V>,
) {
  const { register, errors } = signups[party];
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const submit = async (values: V) => {
    setProgress(0);
    try {
      const { proofOfRegistrationFee, avatar } = values;
      const body = multipart(textFieldsOf(fieldsOf(values)), { proofOfRegistrationFee, avatar });
      await accountsApi[register](body, setProgress);
      navigate(loginAs(party), { state: signedUpState(true) });
      return null;
    } catch (failure) {
      setProgress(null);
      return describeError(failure, errors);
    }
  };
  return {
    initialValues,
    validate,
    submit,
    progress,
    loginPath: paths.login,
    renderLink,
    proofRule: uploadRules.proof,
    avatarRule: uploadRules.avatar,
  };
}
