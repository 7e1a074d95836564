import { renderLink, useSignIn } from '@kaamyaab/shared-api/client';
import { SignInForm } from '@kaamyaab/shared-ui/forms';
import { useCompanyT } from '../../i18n/company-strings';

/** Spec 'Company login': success signs in (the body becomes 'company') and opens the dashboard. */
export function CompanyLoginForm() {
  const { t } = useCompanyT();
  const signIn = useSignIn('company');
  return <SignInForm {...signIn} words={t} renderLink={renderLink} headingLevel={2} />;
}
