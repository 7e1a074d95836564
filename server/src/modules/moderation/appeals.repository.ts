import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CauseReason } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { appeals, companies, deactivations, freelancers } from '../../db/schema';
import type { Party } from './moderation.repository';

/** Queries of the deactivations for cause and their one appeal each. */

export type DeactivationRow = typeof deactivations.$inferSelect;
export type AppealRow = typeof appeals.$inferSelect;

/** Answers the new deactivation, or null when the account has one in force already. */
export async function insertDeactivation(
  tx: Database,
  values: {
    accountType: Party;
    accountId: string;
    reason: CauseReason;
    body: string;
    adminId: string;
  },
) {
  const [row] = await tx.insert(deactivations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The account's deactivation in force, with its appeal. */
export async function currentDeactivation(db: Database, account: { type: Party; id: string }) {
  const [row] = await db
    .select({ deactivation: deactivations, appeal: appeals })
    .from(deactivations)
    .leftJoin(appeals, eq(appeals.deactivationId, deactivations.id))
    .where(
      and(
        eq(deactivations.accountType, account.type),
        eq(deactivations.accountId, account.id),
        isNull(deactivations.liftedAt),
      ),
    );
  return row ?? null;
}

/** The appeal, or null when the deactivation has one already (the unique key decides). */
export async function insertAppeal(
  db: Database,
  values: { deactivationId: string; body: string; requestKey: string },
) {
  const [row] = await db.insert(appeals).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

const queued = {
  appeal: appeals,
  deactivation: deactivations,
  name: sql<string>`coalesce(${freelancers.fullName}, ${companies.companyName})`,
};

function appealsWithAccounts(db: Database) {
  return db
    .select(queued)
    .from(appeals)
    .innerJoin(deactivations, eq(deactivations.id, appeals.deactivationId))
    .leftJoin(
      freelancers,
      and(eq(deactivations.accountType, 'freelancer'), eq(freelancers.id, deactivations.accountId)),
    )
    .leftJoin(
      companies,
      and(eq(deactivations.accountType, 'company'), eq(companies.id, deactivations.accountId)),
    );
}

export type QueuedAppealRow = NonNullable<Awaited<ReturnType<typeof appealById>>>;

/** Pending appeals oldest first, then the latest decided ones. */
export async function listAppealRows(db: Database, limit: number) {
  const [pending, decided] = await Promise.all([
    appealsWithAccounts(db)
      .where(eq(appeals.status, 'pending'))
      .orderBy(asc(appeals.createdAt))
      .limit(limit),
    appealsWithAccounts(db)
      .where(sql`${appeals.status} <> 'pending'`)
      .orderBy(desc(appeals.decidedAt))
      .limit(limit),
  ]);
  return [...pending, ...decided];
}

export async function appealById(db: Database, id: string) {
  const [row] = await appealsWithAccounts(db).where(eq(appeals.id, id));
  return row ?? null;
}

/** Decides a pending appeal, once: a second decision finds no pending row. */
export async function decidePendingAppeal(
  tx: Database,
  id: string,
  decision: { status: 'reinstated' | 'upheld'; reply: string; adminId: string },
) {
  const [row] = await tx
    .update(appeals)
    .set({
      status: decision.status,
      reply: decision.reply,
      decidedBy: decision.adminId,
      decidedAt: sql`now()`,
    })
    .where(and(eq(appeals.id, id), eq(appeals.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function liftDeactivation(tx: Database, id: string) {
  await tx
    .update(deactivations)
    .set({ liftedAt: sql`now()` })
    .where(eq(deactivations.id, id));
}
