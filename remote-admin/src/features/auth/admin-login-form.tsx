import { Link, useArrivalNotice, useNavigate, useReturnPath } from '@kaamyaab/shared-api/router';
import { AdminLoginSchema, formValidator } from '@kaamyaab/shared-api/contract';
import { accountsApi, adminLoginErrors, describeError } from '@kaamyaab/shared-api/client';
import { forgotPasswordAs, paths, useAuthStore } from '@kaamyaab/shared-api';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { CredentialsForm } from '@kaamyaab/shared-ui/forms';
import { useAdminT } from '../../i18n/admin-strings';

const validateLogin = formValidator(AdminLoginSchema);

/** /login-admin: email and password; success stores the admin and its tokens (spec section 4). */
export function AdminLoginForm() {
  const { t } = useAdminT();
  useDocumentMeta(t('login.metaTitle'), t('login.metaDescription'));
  const navigate = useNavigate();
  const returnPath = useReturnPath(paths.adminDashboard);
  const notice = useArrivalNotice();
  const login = async (email: string, password: string) => {
    try {
      const answer = await accountsApi.loginAdmin(email, password);
      useAuthStore.getState().loginSuccess('admin', answer);
      navigate(returnPath);
      return null;
    } catch (failure) {
      return describeError(failure, adminLoginErrors);
    }
  };
  return (
    <CredentialsForm
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      validate={validateLogin}
      onSubmit={login}
      notice={notice}
      passwordHelp={<Link to={forgotPasswordAs('admin')}>{t('login.forgotPassword')}</Link>}
      withRememberMe={false}
      footer={
        <>
          {t('login.newAdmin')} <Link to={paths.signupAdmin}>{t('login.createAccount')}</Link>
        </>
      }
    />
  );
}
