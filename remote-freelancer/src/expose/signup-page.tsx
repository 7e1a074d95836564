import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { FreelancerSignupForm } from '../features/account/freelancer-signup-form';

/** /signup-freelancer: the form as a page of its own. */
export default function SignupPage() {
  useDocumentMeta(
    'Sign up as a freelancer',
    'Join Kaamyaab as a freelancer and apply to jobs from companies across Pakistan.',
  );
  return <FreelancerSignupForm headingLevel={1} />;
}
