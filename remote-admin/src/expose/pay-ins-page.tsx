import { PayInQueue } from '../features/pay-ins/pay-in-queue';

/** Exposed as './PayInsPage': /admin-dashboard/pay-ins. */
export default PayInQueue;
