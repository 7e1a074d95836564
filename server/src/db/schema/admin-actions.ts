import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, millis } from './columns';

/**
 * The audit trail of what admins do to data that is not an account (an account's review has its
 * own, account_events): who did what to which row, and when. Rows are only ever added, in the
 * transaction of the action they record; no key ties them to their subject, so the trail outlives
 * a row that is later pruned.
 */
export const adminActions = pgTable('admin_actions', {
  id: id(),
  adminId: uuid('admin_id').notNull(),
  /** e.g. `emailRetried`. */
  action: text('action').notNull(),
  subjectId: uuid('subject_id').notNull(),
  detail: jsonb('detail').$type<Record<string, string | number | null>>(),
  createdAt: millis('created_at').notNull().defaultNow(),
});
