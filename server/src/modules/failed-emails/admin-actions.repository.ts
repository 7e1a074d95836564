import { sql } from 'drizzle-orm';
import type { MoneyAdminAction } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { adminActions } from '../../db/schema';

/** What an admin can do to a row that is not an account (schema/admin-actions.ts). */
/** Every money action is listed once, in the contract, for the money desk's trail to read. */
export type AdminAction = 'emailRetried' | MoneyAdminAction | ModerationAdminAction;

/** Moderation's actions (docs/decisions/033-enforcement.md). */
export type ModerationAdminAction =
  | 'reportsDismissed'
  | 'jobHidden'
  | 'messageHidden'
  | 'deactivatedForCause'
  | 'appealReinstated'
  | 'appealUpheld';

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
