import { renderLink, useSignIn } from '@kaamyaab/shared-api/client';
import { SignInForm } from '@kaamyaab/shared-ui/forms';
import { useFreelancerT } from '../../i18n/freelancer-strings';

/** Spec 'Login (freelancer)': success signs in (the answer becomes 'user'), opens the dashboard. */
export function FreelancerLoginForm() {
  const { t } = useFreelancerT();
  const signIn = useSignIn('freelancer');
  return <SignInForm {...signIn} words={t} renderLink={renderLink} headingLevel={2} />;
}
