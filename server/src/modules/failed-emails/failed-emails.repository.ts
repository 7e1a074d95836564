import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { emailOutbox } from '../../db/schema';
import { olderThan, type NewestPosition } from '../../lib/keyset-page';

/** What the admins' list reads of a failed email: never its body, which may hold a live link. */
const listed = {
  id: emailOutbox.id,
  idempotencyKey: emailOutbox.idempotencyKey,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  lastError: emailOutbox.lastError,
  attempts: emailOutbox.attempts,
  failedAt: emailOutbox.failedAt,
  createdAt: emailOutbox.createdAt,
};

export interface FailedEmailRow {
  id: string;
  idempotencyKey: string;
  toAddress: string;
  subject: string;
  lastError: string | null;
  attempts: number;
  failedAt: Date;
  createdAt: Date;
}

/** Most recently failed first (email_outbox_failed_idx), after the page that ended at `after`. */
export async function listFailedEmailsPage(
  db: Database,
  { limit, after }: { limit: number; after?: NewestPosition },
): Promise<FailedEmailRow[]> {
  const rows = await db
    .select(listed)
    .from(emailOutbox)
    .where(
      and(isNotNull(emailOutbox.failedAt), olderThan(emailOutbox.failedAt, emailOutbox.id, after)),
    )
    .orderBy(desc(emailOutbox.failedAt), desc(emailOutbox.id))
    .limit(limit);
  return rows as FailedEmailRow[];
}

export function countFailedEmails(db: Database): Promise<number> {
  return db.$count(emailOutbox, isNotNull(emailOutbox.failedAt));
}

/**
 * Puts a failed email back in the queue, due now, with its tries counted afresh; answers what it
 * was (for the audit), or nothing when the id names no failed email. The row is locked first, so
 * two admins putting it back at once have one winner.
 */
export async function requeueFailedEmail(
  tx: Database,
  id: string,
): Promise<FailedEmailRow | undefined> {
  const [before] = await tx
    .select(listed)
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), isNotNull(emailOutbox.failedAt)))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(emailOutbox)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: sql`now()` })
    .where(eq(emailOutbox.id, id));
  return before as FailedEmailRow;
}
