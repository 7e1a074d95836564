import { renderLink, useSignIn } from '@kaamyaab/shared-api/client';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { SignInForm } from '@kaamyaab/shared-ui/forms';
import { useAdminT } from '../../i18n/admin-strings';

/** /login-admin: email and password; success stores the admin and its tokens. */
export function AdminLoginForm() {
  const { t } = useAdminT();
  useDocumentMeta(t('login.metaTitle'), t('login.metaDescription'));
  const signIn = useSignIn('admin');
  return <SignInForm {...signIn} words={t} renderLink={renderLink} withRememberMe={false} />;
}
