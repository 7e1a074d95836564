import { FreelancerContracts } from '../features/deals/freelancer-deals';

/** Exposed as './ContractsPage': /freelancer-dashboard/contracts. */
export default FreelancerContracts;
