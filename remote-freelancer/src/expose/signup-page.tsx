import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { FreelancerSignupForm } from '../features/account/freelancer-signup-form';
import { useFreelancerT } from '../i18n/freelancer-strings';

/** /signup-freelancer: the form as a page of its own. */
export default function SignupPage() {
  const { t } = useFreelancerT();
  useDocumentMeta(t('signup.documentTitle'), t('signup.documentDescription'));
  return <FreelancerSignupForm headingLevel={1} />;
}
