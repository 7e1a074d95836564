import { Link, useArrivalNotice, useNavigate, useReturnPath } from '@kaamyaab/shared-api/router';
import { LoginSchema, formValidator } from '@kaamyaab/shared-api/contract';
import { accountsApi, describeError, freelancerLoginErrors } from '@kaamyaab/shared-api/client';
import { forgotPasswordAs, paths, useAuthStore } from '@kaamyaab/shared-api';
import { CredentialsForm } from '@kaamyaab/shared-ui/forms';
import { useFreelancerT } from '../../i18n/freelancer-strings';

const validateLogin = formValidator(LoginSchema);

/** Spec 'Login (freelancer)': success signs in (the answer becomes 'user'), opens the dashboard. */
export function FreelancerLoginForm() {
  const { t } = useFreelancerT();
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
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      validate={validateLogin}
      onSubmit={login}
      notice={notice}
      passwordHelp={<Link to={forgotPasswordAs('freelancer')}>{t('login.forgotPassword')}</Link>}
      headingLevel={2}
      footer={
        <>
          {t('login.noAccount')} <Link to={paths.signup}>{t('login.signUp')}</Link>
        </>
      }
    />
  );
}
