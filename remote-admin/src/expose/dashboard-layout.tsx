import { AdminDashboardLayout } from '../features/dashboard/admin-dashboard-layout';

export default AdminDashboardLayout;
