import type { ExposedComponent } from '@kaamyaab/shared-api';
import { AdminDashboardLayout } from '../features/dashboard/admin-dashboard-layout';

export default AdminDashboardLayout satisfies ExposedComponent<'admin', 'DashboardLayout'>;
