import { CompanyProfilePage } from '../features/reputation/public-profile-page';

export default CompanyProfilePage;
