import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { adminActions } from '../../db/schema';

/** What an admin can do to a row that is not an account (schema/admin-actions.ts). */
export type AdminAction =
  | 'emailRetried'
  | 'payInConfirmed'
  | 'payInRefused'
  // Payouts (modules/payouts)
  | 'payoutApproved'
  | 'payoutFirstApproval'
  | 'payoutSecondApproval'
  | 'payoutBatchMade'
  | 'payoutBatchSent'
  | 'payoutMarkedPaid'
  | 'payoutMarkedFailed'
  | 'payoutOfRemainingEarnings';

export interface AdminActionEntry {
  adminId: string;
  action: AdminAction;
  subjectId: string;
  detail?: Record<string, string | number | null>;
}

/** Written in the transaction of the action it records; never changed. */
export async function recordAdminAction(tx: Database, entry: AdminActionEntry): Promise<void> {
  await tx.insert(adminActions).values({
    adminId: entry.adminId,
    action: entry.action,
    subjectId: entry.subjectId,
    detail: entry.detail ?? null,
    // The moment of the action, not of its transaction's start.
    createdAt: sql`clock_timestamp()`,
  });
}
