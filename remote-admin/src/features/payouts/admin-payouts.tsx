import { useAdminPayouts } from '@kaamyaab/shared-api/client';
import { PayoutDesk } from '@kaamyaab/shared-ui/deals';

/** The admins' payout desk: approvals, batches, the bank file and results. */
export function AdminPayouts() {
  return <PayoutDesk {...useAdminPayouts()} />;
}
