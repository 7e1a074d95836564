import { AdminContract } from '../features/pay-ins/pay-in-queue';

/** Exposed as './ContractPage': /admin-dashboard/contracts/:contractId. */
export default AdminContract;
