import { AdminDisputes } from '../features/disputes/admin-disputes';

/** Exposed as './DisputesPage': /admin-dashboard/disputes. */
export default AdminDisputes;
