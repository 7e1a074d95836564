import { and, desc, eq, sql } from 'drizzle-orm';
import type { AccountEventAction, ReviewState } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { accountEvents } from '../../db/schema';
import type { PrincipalType } from '../../db/schema/sessions';

/**
 * The audit trail of the accounts' review (schema/account-events.ts). Entries are written in the
 * transaction of the action they record and never changed.
 */
export interface AccountEventEntry {
  actor: { type: PrincipalType; id: string };
  subject: { type: 'freelancer' | 'company'; id: string };
  action: AccountEventAction;
  from?: ReviewState | null;
  to?: ReviewState | null;
  detail?: Record<string, string> | null;
}

export type AccountEventRow = typeof accountEvents.$inferSelect;

export async function recordAccountEvent(tx: Database, entry: AccountEventEntry) {
  const [row] = await tx
    .insert(accountEvents)
    .values({
      actorType: entry.actor.type,
      actorId: entry.actor.id,
      subjectType: entry.subject.type,
      subjectId: entry.subject.id,
      action: entry.action,
      fromState: entry.from ?? null,
      toState: entry.to ?? null,
      detail: entry.detail ?? null,
      // The moment of the action, not of its transaction's start: an action that waited for
      // another admin's lock on the account is recorded after it.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  if (!row) throw new Error('insert into account_events returned no row');
  return row;
}

/** An account's trail, newest first (the index account_events_subject_idx serves it). */
export function listAccountEvents(
  db: Database,
  subject: AccountEventEntry['subject'],
  limit = 200,
): Promise<AccountEventRow[]> {
  return db
    .select()
    .from(accountEvents)
    .where(
      and(eq(accountEvents.subjectType, subject.type), eq(accountEvents.subjectId, subject.id)),
    )
    .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
    .limit(limit);
}
