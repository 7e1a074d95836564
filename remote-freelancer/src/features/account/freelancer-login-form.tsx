import { Link, useArrivalNotice, useNavigate, useReturnPath } from '@kaamyaab/shared-api/router';
import { LoginSchema, formValidator } from '@kaamyaab/shared-api/contract';
import { accountsApi, describeError, freelancerLoginErrors } from '@kaamyaab/shared-api/client';
import { forgotPasswordAs, paths, useAuthStore } from '@kaamyaab/shared-api';
import { CredentialsForm } from '@kaamyaab/shared-ui';

const validateLogin = formValidator(LoginSchema);

/** Spec 'Login (freelancer)': success signs in (the answer becomes 'user'), opens the dashboard. */
export function FreelancerLoginForm() {
  const navigate = useNavigate();
  const returnPath = useReturnPath(paths.freelancerDashboard);
  const notice = useArrivalNotice();
  const login = async (email: string, password: string) => {
    try {
      const answer = await accountsApi.loginFreelancer(email, password);
      if (!answer.success) return answer.message;
      useAuthStore.getState().loginSuccess('freelancer', answer);
      navigate(returnPath);
      return null;
    } catch (error) {
      return describeError(error, freelancerLoginErrors);
    }
  };
  return (
    <CredentialsForm
      title="Login"
      subtitle="Find top talent or get your work done seamlessly."
      validate={validateLogin}
      onSubmit={login}
      notice={notice}
      passwordHelp={<Link to={forgotPasswordAs('freelancer')}>Forgot password?</Link>}
      headingLevel={2}
      footer={
        <>
          Don’t have an account? <Link to={paths.signup}>Sign up</Link>
        </>
      }
    />
  );
}
