import { AdminPayouts } from '../features/payouts/admin-payouts';

/** Exposed as './PayoutsPage': /admin-dashboard/payouts. */
export default AdminPayouts;
