import { CompanyHome } from '../features/dashboard/company-home';

export default CompanyHome;
