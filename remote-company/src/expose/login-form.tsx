import { CompanyLoginForm } from '../features/account/company-login-form';

export default CompanyLoginForm;
