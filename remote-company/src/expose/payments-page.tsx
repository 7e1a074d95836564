import { CompanyPayments } from '../features/deals/company-deals';

/** Exposed as './PaymentsPage': /company-dashboard/payments. */
export default CompanyPayments;
