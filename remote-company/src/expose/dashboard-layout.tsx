import { CompanyDashboardLayout } from '../features/dashboard/company-dashboard-layout';

export default CompanyDashboardLayout;
