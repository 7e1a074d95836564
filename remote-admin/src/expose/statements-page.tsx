import { ReconciliationPage } from '../features/statements/reconciliation-page';

/** Exposed as './StatementsPage': /admin-dashboard/statements. */
export default ReconciliationPage;
