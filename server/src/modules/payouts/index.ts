/** Paying freelancers' earnings out: methods, payouts, approvals, batches and their rails. */
export { payoutsRoutes } from './payouts.routes';
export { payoutsToApprove } from './payouts.repository';
