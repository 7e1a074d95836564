import { AdminDispute } from '../features/disputes/admin-disputes';

/** Exposed as './DisputePage': /admin-dashboard/disputes/:disputeId. */
export default AdminDispute;
