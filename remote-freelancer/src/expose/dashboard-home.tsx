import { FreelancerHome } from '../features/dashboard/freelancer-home';

export default FreelancerHome;
