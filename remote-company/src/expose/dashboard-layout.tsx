import type { ExposedComponent } from '@kaamyaab/shared-api';
import { CompanyDashboardLayout } from '../features/dashboard/company-dashboard-layout';

export default CompanyDashboardLayout satisfies ExposedComponent<'company', 'DashboardLayout'>;
