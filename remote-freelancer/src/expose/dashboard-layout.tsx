import { FreelancerDashboardLayout } from '../features/dashboard/freelancer-dashboard-layout';

export default FreelancerDashboardLayout;
