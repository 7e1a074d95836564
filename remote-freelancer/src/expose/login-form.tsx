import { FreelancerLoginForm } from '../features/account/freelancer-login-form';

export default FreelancerLoginForm;
