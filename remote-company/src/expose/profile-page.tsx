import { CompanyProfile } from '../features/dashboard/company-profile';

export default CompanyProfile;
