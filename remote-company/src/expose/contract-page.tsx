import { CompanyContractRoom } from '../features/deals/company-deals';

/** Exposed as './ContractPage': /company-dashboard/contracts/:contractId. */
export default CompanyContractRoom;
