import { CompanyContracts } from '../features/deals/company-deals';

/** Exposed as './ContractsPage': /company-dashboard/contracts. */
export default CompanyContracts;
