import { CompanySignupForm } from '../features/account/company-signup-form';

export default CompanySignupForm;
