import { FreelancerSignupForm } from '../features/account/freelancer-signup-form';

/** The form inside the /signup chooser, whose page already has its h1. */
export default function SignupForm() {
  return <FreelancerSignupForm headingLevel={2} />;
}
