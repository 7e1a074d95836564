import { Link, useArrivalNotice, useNavigate, useReturnPath } from '@kaamyaab/shared-api/router';
import { LoginSchema, formValidator } from '@kaamyaab/shared-api/contract';
import { accountsApi, companyLoginErrors, describeError } from '@kaamyaab/shared-api/client';
import { forgotPasswordAs, paths, useAuthStore } from '@kaamyaab/shared-api';
import { CredentialsForm } from '@kaamyaab/shared-ui/forms';
import { useCompanyT } from '../../i18n/company-strings';

const validateLogin = formValidator(LoginSchema);

/** Spec 'Company login': success signs in (the body becomes 'company') and opens the dashboard. */
export function CompanyLoginForm() {
  const { t } = useCompanyT();
  const navigate = useNavigate();
  const returnPath = useReturnPath(paths.companyDashboard);
  const notice = useArrivalNotice();
  const login = async (email: string, password: string) => {
    try {
      const answer = await accountsApi.loginCompany(email, password);
      if (!answer.success) return answer.message;
      useAuthStore.getState().loginSuccess('company', answer);
      navigate(returnPath);
      return null;
    } catch (error) {
      return describeError(error, companyLoginErrors);
    }
  };
  return (
    <CredentialsForm
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      validate={validateLogin}
      onSubmit={login}
      notice={notice}
      passwordHelp={<Link to={forgotPasswordAs('company')}>{t('login.forgot')}</Link>}
      headingLevel={2}
      footer={
        <>
          {t('login.newHere')} <Link to={paths.signup}>{t('login.signUp')}</Link>
        </>
      }
    />
  );
}
