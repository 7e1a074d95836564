import { FreelancerProfilePage } from '../features/reputation/public-profile-page';

export default FreelancerProfilePage;
