import { FreelancerEarnings } from '../features/deals/freelancer-deals';

/** Exposed as './EarningsPage': /freelancer-dashboard/earnings. */
export default FreelancerEarnings;
