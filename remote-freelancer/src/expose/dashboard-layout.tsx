import type { ExposedComponent } from '@kaamyaab/shared-api';
import { FreelancerDashboardLayout } from '../features/dashboard/freelancer-dashboard-layout';

export default FreelancerDashboardLayout satisfies ExposedComponent<
  'freelancer',
  'DashboardLayout'
>;
