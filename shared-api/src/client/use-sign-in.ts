import { useArrivalNotice, useNavigate, useReturnPath } from '@kaamyaab/shared-api/router';
// By the package's name: the auth store is the root entry's singleton (see sign-out.ts).
import { forgotPasswordAs, paths, useAuthStore } from '@kaamyaab/shared-api';
import { AdminLoginSchema, LoginSchema, formValidator } from '@kaamyaab/shared-api/contract';
import { accountsApi } from './accounts';
import { describeError } from './describe-error';
import { adminLoginErrors, companyLoginErrors, freelancerLoginErrors } from './error-catalogues';

/**
 * Each role's login: the call (by name, looked up when the form is sent, so a stand-in put in
 * its place is the one used), its rules, its error sentences, where it lands and signs up.
 */
const signIns = {
  freelancer: {
    login: 'loginFreelancer',
    validate: formValidator(LoginSchema),
    errors: freelancerLoginErrors,
    home: paths.freelancerDashboard,
    signupPath: paths.signup,
  },
  company: {
    login: 'loginCompany',
    validate: formValidator(LoginSchema),
    errors: companyLoginErrors,
    home: paths.companyDashboard,
    signupPath: paths.signup,
  },
  admin: {
    login: 'loginAdmin',
    validate: formValidator(AdminLoginSchema),
    errors: adminLoginErrors,
    home: paths.adminDashboard,
    signupPath: paths.signupAdmin,
  },
} as const;

/**
 * A role's login: success signs that role in (the answer becomes its stored entry) and opens
 * the page the visitor was sent from, or the role's dashboard; a failure resolves to the
 * sentence to show.
 */
export function useSignIn(role: keyof typeof signIns) {
  const { login, validate, errors, home, signupPath } = signIns[role];
  const navigate = useNavigate();
  const returnPath = useReturnPath(home);
  const notice = useArrivalNotice();
  const onSubmit = async (email: string, password: string) => {
    try {
      const answer = await accountsApi[login](email, password);
      if (!answer.success) return answer.message;
      useAuthStore.getState().loginSuccess(role, answer as never);
      navigate(returnPath);
      return null;
    } catch (error) {
      return describeError(error, errors);
    }
  };
  return { validate, onSubmit, notice, forgotPasswordPath: forgotPasswordAs(role), signupPath };
}
