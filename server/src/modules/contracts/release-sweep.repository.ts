import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { milestones } from '../../db/schema';
import type { MilestoneRow } from './milestone-moves.repository';

/**
 * The scheduler's claims (docs/decisions/028-contracts-and-escrow.md): due rows, each locked
 * with FOR UPDATE SKIP LOCKED, so several processes sweeping at once take different rows and a
 * row a request is changing is left for the next pass.
 */

/** Submitted milestones whose release fell due at or before `now`, oldest due first. */
export function claimDueReleases(
  tx: Transaction,
  now: Date,
  limit: number,
): Promise<MilestoneRow[]> {
  return tx
    .select()
    .from(milestones)
    .where(and(eq(milestones.status, 'submitted'), lte(milestones.releaseDueAt, now)))
    .orderBy(asc(milestones.releaseDueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Submitted milestones owed a reminder: the `n`th reminder falls due `reminderDays[n - 1]` days
 * after the submission, and fewer than `n` were sent.
 */
export function claimDueReminders(
  tx: Transaction,
  now: Date,
  reminderDays: readonly number[],
  limit: number,
): Promise<MilestoneRow[]> {
  if (reminderDays.length === 0) return Promise.resolve([]);
  const owed = reminderDays.map(
    (days, index) =>
      sql`(${milestones.remindersSent} < ${index + 1} and ${milestones.submittedAt} <= ${new Date(now.getTime() - days * 86_400_000).toISOString()}::timestamptz)`,
  );
  return tx
    .select()
    .from(milestones)
    .where(and(eq(milestones.status, 'submitted'), or(...owed)))
    .orderBy(asc(milestones.submittedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Bonuses paid into escrow, waiting to be released. */
export function claimFundedBonuses(tx: Transaction, limit: number): Promise<MilestoneRow[]> {
  return tx
    .select()
    .from(milestones)
    .where(and(eq(milestones.kind, 'bonus'), eq(milestones.status, 'funded')))
    .orderBy(asc(milestones.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** How many reminders of the current submission were sent. */
export async function markReminded(tx: Transaction, milestoneId: string, sent: number) {
  await tx.update(milestones).set({ remindersSent: sent }).where(eq(milestones.id, milestoneId));
}
