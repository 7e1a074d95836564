import { FreelancerContractRoom } from '../features/deals/freelancer-deals';

/** Exposed as './ContractPage': /freelancer-dashboard/contracts/:contractId. */
export default FreelancerContractRoom;
