import { FreelancerProfile } from '../features/dashboard/freelancer-profile';

export default FreelancerProfile;
