import { inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { emailOutbox, maintenanceRuns, notifications } from '../../db/schema';

/**
 * Claims the run of `name` due at `now`: answers true, and moves its next run `everyMs` on, when
 * no process has claimed a run since then. One statement: of processes claiming at once, one
 * inserts or updates the row and the others find it moved.
 */
export async function claimRun(
  db: Database,
  name: string,
  now: Date,
  everyMs: number,
): Promise<boolean> {
  const next = new Date(now.getTime() + everyMs);
  const claimed = await db
    .insert(maintenanceRuns)
    .values({ name, nextRunAt: next })
    .onConflictDoUpdate({
      target: maintenanceRuns.name,
      set: { nextRunAt: next },
      where: sql`${maintenanceRuns.nextRunAt} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ name: maintenanceRuns.name });
  return claimed.length === 1;
}

/** Deletes up to `batch` rows of `table` matching `where` (by an index); answers how many. */
async function deleteBatch(
  db: Database,
  table: PgTable & { id: PgColumn },
  where: SQL,
  batch: number,
): Promise<number> {
  const doomed = db.select({ id: table.id }).from(table).where(where).limit(batch);
  const deleted = await db
    .delete(table)
    .where(inArray(table.id, doomed))
    .returning({ id: table.id });
  return deleted.length;
}

/** Sent before `before` (email_outbox_sent_idx). */
export const deleteSentEmails = (db: Database, before: Date, batch: number) =>
  deleteBatch(db, emailOutbox, lt(emailOutbox.sentAt, before), batch);

/** Given up before `before` (email_outbox_failed_idx): gone from the admins' list too. */
export const deleteGivenUpEmails = (db: Database, before: Date, batch: number) =>
  deleteBatch(db, emailOutbox, lt(emailOutbox.failedAt, before), batch);

/** Read before `before` (notifications_read_idx); unread ones stay, whatever their age. */
export const deleteReadNotifications = (db: Database, before: Date, batch: number) =>
  deleteBatch(db, notifications, lt(notifications.readAt, before), batch);
