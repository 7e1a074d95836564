import { and, eq, inArray, isNull, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { emailOutbox } from '../../db/schema';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** One email to send: its idempotency key names the event (or the token), never the call. */
export interface QueuedEmail {
  idempotencyKey: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

/** Written in the caller's transaction, so the email exists exactly when what it tells of does. */
export async function queueEmail(tx: Database, email: QueuedEmail): Promise<void> {
  await tx.insert(emailOutbox).values(email);
}

/** As queueEmail, but an event already queued is not queued again: answers whether it was new. */
export async function queueEmailOnce(tx: Database, email: QueuedEmail): Promise<boolean> {
  const [queued] = await tx
    .insert(emailOutbox)
    .values(email)
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  return queued !== undefined;
}

/**
 * Takes up to `batch` due emails for `leaseSeconds`: their next attempt moves past the lease, so
 * another worker (another process) skips them while this one sends; `SKIP LOCKED` lets two
 * workers claim at once without waiting on each other. A worker that dies mid-send leaves its
 * rows to be claimed again when the lease ends.
 */
export async function claimDueEmails(
  db: Database,
  batch: number,
  leaseSeconds: number,
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      // Rounded as the column is (milliseconds): a time written as now() can round up past an
      // unrounded now() for half a millisecond, and a due email would wait for the next poll.
      .where(
        and(
          isNull(emailOutbox.sentAt),
          isNull(emailOutbox.failedAt),
          lte(emailOutbox.nextAttemptAt, sql`now()::timestamptz(3)`),
        ),
      )
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Kept by an email with a one-time link (credentials/credential-emails.ts) once it is sent. */
const SENT_LINK_BODY = '(Sent. This email held a one-time link, which is not kept.)';
const sentBody = (column: AnyColumn) =>
  sql`case when ${emailOutbox.idempotencyKey} like 'accountToken:%' then ${SENT_LINK_BODY} else ${column} end`;

/** Sent: an email that carried a one-time link keeps no copy of it, so no dump holds a live one. */
export async function markEmailSent(db: Database, id: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      sentAt: sql`now()`,
      // A send that outlived its lease may have been given up meanwhile by another worker.
      failedAt: null,
      lastError: null,
      textBody: sentBody(emailOutbox.textBody),
      htmlBody: sentBody(emailOutbox.htmlBody),
    })
    .where(eq(emailOutbox.id, id));
}

/** Tried again after `retryInSeconds`, so an SMTP outage is not hammered. */
export async function markEmailFailed(
  db: Database,
  id: string,
  retryInSeconds: number,
  error: string,
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
      lastError: error.slice(0, 500),
    })
    .where(eq(emailOutbox.id, id));
}

/** Given up: no longer due; the admins see it among failed emails until one puts it back. */
export async function giveUpEmail(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ failedAt: sql`now()`, lastError: error.slice(0, 500) })
    .where(eq(emailOutbox.id, id));
}
