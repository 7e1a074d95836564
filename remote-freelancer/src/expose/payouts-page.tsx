import { FreelancerPayouts } from '../features/payouts/freelancer-payouts';

/** Exposed as './PayoutsPage': /freelancer-dashboard/payouts. */
export default FreelancerPayouts;
