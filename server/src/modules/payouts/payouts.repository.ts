import { aliasedTable, and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { payoutMoves, type PayoutMove, type PayoutStatus } from '@kaamyaab/shared-api/contract';
import type { Database, Transaction } from '../../db/database';
import {
  admins,
  freelancers,
  ledgerEntries,
  payoutBatches,
  payoutMethods,
  payouts,
} from '../../db/schema';
import type { KeysetCursor } from '../../lib/keyset-cursor';

/** Queries only: payout methods, payouts, batches and what the admin's lists show of them. */
export type PayoutMethodRow = typeof payoutMethods.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutBatchRow = typeof payoutBatches.$inferSelect;
type Db = Database | Transaction;

/** A payout with the method it goes to. */
export interface PayoutView {
  payout: PayoutRow;
  method: PayoutMethodRow;
}

/** What the admin sees: whose, and who approved it so far. */
export interface AdminPayoutView extends PayoutView {
  freelancerName: string;
  freelancerClosed: boolean;
  firstAdminName: string | null;
  secondAdminName: string | null;
}

/**
 * Serialises what one freelancer does to their money and methods: the same lock the ledger takes
 * before it takes from `earnings:<id>` (ledger.repository.ts lockAccounts), so the balance read
 * under it is the one the posting changes, and racing requests queue instead of overdrawing.
 */
export async function lockEarnings(tx: Transaction, earningsAccount: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${earningsAccount}, 0))`);
}

// Methods

export function listMethods(db: Db, freelancerId: string): Promise<PayoutMethodRow[]> {
  return db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.freelancerId, freelancerId), isNull(payoutMethods.removedAt)))
    .orderBy(desc(payoutMethods.isDefault), asc(payoutMethods.createdAt), asc(payoutMethods.id));
}

export async function insertMethod(
  tx: Transaction,
  values: typeof payoutMethods.$inferInsert,
): Promise<PayoutMethodRow> {
  const [row] = await tx.insert(payoutMethods).values(values).returning();
  return row!;
}

/** One of the freelancer's methods in use; another's, or a removed one, is none. */
export async function findMethod(
  db: Db,
  freelancerId: string,
  methodId: string,
): Promise<PayoutMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutMethods)
    .where(
      and(
        eq(payoutMethods.id, methodId),
        eq(payoutMethods.freelancerId, freelancerId),
        isNull(payoutMethods.removedAt),
      ),
    );
  return row;
}

export async function defaultMethod(
  db: Db,
  freelancerId: string,
): Promise<PayoutMethodRow | undefined> {
  return (await listMethods(db, freelancerId))[0];
}

/** Only `methodId` is the default afterwards (none when it is null). */
export async function setDefaultMethod(
  tx: Transaction,
  freelancerId: string,
  methodId: string | null,
): Promise<void> {
  await tx
    .update(payoutMethods)
    .set({ isDefault: false })
    .where(and(eq(payoutMethods.freelancerId, freelancerId), eq(payoutMethods.isDefault, true)));
  if (methodId)
    await tx.update(payoutMethods).set({ isDefault: true }).where(eq(payoutMethods.id, methodId));
}

export async function removeMethod(tx: Transaction, methodId: string): Promise<void> {
  await tx
    .update(payoutMethods)
    .set({ removedAt: sql`now()`, isDefault: false })
    .where(eq(payoutMethods.id, methodId));
}

// Payouts

export async function insertPayout(
  tx: Transaction,
  values: typeof payouts.$inferInsert,
): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  return row!;
}

/** The payout a request with this key made (a retried request), whatever became of it. */
export async function findPayoutOfRequest(
  db: Db,
  requestedBy: string,
  requestKey: string,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.requestedBy, requestedBy), eq(payouts.requestKey, requestKey)));
  return row;
}

export async function findPayout(db: Db, payoutId: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  return row;
}

/**
 * Moves a payout along `payoutMoves` only: `UPDATE … WHERE status IN (from)`, so of two racing
 * moves one finds the row moved on. Answers undefined when the row was not in a `from` status
 * (or `also` did not hold): the caller's refusal.
 */
export async function movePayout(
  tx: Transaction,
  payoutId: string,
  move: PayoutMove,
  set: Partial<typeof payouts.$inferInsert>,
  also?: SQL,
): Promise<PayoutRow | undefined> {
  const { from, to } = payoutMoves[move];
  const [row] = await tx
    .update(payouts)
    .set({ ...set, status: to })
    .where(and(eq(payouts.id, payoutId), inArray(payouts.status, [...from]), also))
    .returning();
  return row;
}

const firstAdmin = aliasedTable(admins, 'first_admin');
const secondAdmin = aliasedTable(admins, 'second_admin');

function adminViews(db: Db) {
  return db
    .select({
      payout: payouts,
      method: payoutMethods,
      freelancerName: freelancers.fullName,
      freelancerClosed: sql<boolean>`${freelancers.closedAt} is not null`,
      firstAdminName: firstAdmin.username,
      secondAdminName: secondAdmin.username,
    })
    .from(payouts)
    .innerJoin(payoutMethods, eq(payoutMethods.id, payouts.methodId))
    .innerJoin(freelancers, eq(freelancers.id, payouts.freelancerId))
    .leftJoin(firstAdmin, eq(firstAdmin.id, payouts.firstApprovedBy))
    .leftJoin(secondAdmin, eq(secondAdmin.id, payouts.secondApprovedBy));
}

export async function findAdminPayoutView(
  db: Db,
  payoutId: string,
): Promise<AdminPayoutView | undefined> {
  const [row] = await adminViews(db).where(eq(payouts.id, payoutId));
  return row;
}

/** Oldest first, a page after `after`: the admin works the queue from the longest waiting. */
export function listPayoutsByStatus(
  db: Db,
  status: PayoutStatus,
  { limit, after }: { limit: number; after?: KeysetCursor },
): Promise<AdminPayoutView[]> {
  const position = after
    ? sql`(${payouts.createdAt}, ${payouts.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return adminViews(db)
    .where(and(eq(payouts.status, status), position))
    .orderBy(asc(payouts.createdAt), asc(payouts.id))
    .limit(limit);
}

/** The freelancer's latest payouts, newest first. */
export function listFreelancerPayouts(
  db: Db,
  freelancerId: string,
  limit: number,
): Promise<PayoutView[]> {
  return db
    .select({ payout: payouts, method: payoutMethods })
    .from(payouts)
    .innerJoin(payoutMethods, eq(payoutMethods.id, payouts.methodId))
    .where(eq(payouts.freelancerId, freelancerId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

export async function findPayoutView(db: Db, payoutId: string): Promise<PayoutView | undefined> {
  const [row] = await db
    .select({ payout: payouts, method: payoutMethods })
    .from(payouts)
    .innerJoin(payoutMethods, eq(payoutMethods.id, payouts.methodId))
    .where(eq(payouts.id, payoutId));
  return row;
}

// Batches

export async function insertBatch(
  tx: Transaction,
  values: typeof payoutBatches.$inferInsert,
): Promise<PayoutBatchRow> {
  const [row] = await tx.insert(payoutBatches).values(values).returning();
  return row!;
}

export async function findBatchOfRequest(
  db: Db,
  adminId: string,
  requestKey: string,
): Promise<PayoutBatchRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.createdBy, adminId), eq(payoutBatches.requestKey, requestKey)));
  return row;
}

export async function findBatch(db: Db, batchId: string): Promise<PayoutBatchRow | undefined> {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  return row;
}

export async function lockBatch(
  tx: Transaction,
  batchId: string,
): Promise<PayoutBatchRow | undefined> {
  const [row] = await tx
    .select()
    .from(payoutBatches)
    .where(eq(payoutBatches.id, batchId))
    .for('update');
  return row;
}

export async function updateBatch(
  tx: Transaction,
  batchId: string,
  set: Partial<typeof payoutBatches.$inferInsert>,
): Promise<PayoutBatchRow> {
  const [row] = await tx
    .update(payoutBatches)
    .set(set)
    .where(eq(payoutBatches.id, batchId))
    .returning();
  return row!;
}

export function listBatches(db: Db, limit: number): Promise<PayoutBatchRow[]> {
  return db
    .select()
    .from(payoutBatches)
    .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
    .limit(limit);
}

/** A batch's payouts with their methods, in a fixed order (the file's rows). */
export function batchPayouts(db: Db, batchId: string): Promise<PayoutView[]> {
  return db
    .select({ payout: payouts, method: payoutMethods })
    .from(payouts)
    .innerJoin(payoutMethods, eq(payoutMethods.id, payouts.methodId))
    .where(eq(payouts.batchId, batchId))
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
}

/** How many of a batch's payouts are paid, failed, and still waiting for their result. */
export async function batchCounts(db: Db, batchIds: string[]) {
  if (batchIds.length === 0) return new Map<string, Record<'paid' | 'failed' | 'open', number>>();
  const rows = await db
    .select({
      batchId: payouts.batchId,
      paid: sql<number>`count(*) filter (where ${payouts.status} = 'paid')::int`,
      failed: sql<number>`count(*) filter (where ${payouts.status} = 'failed')::int`,
      open: sql<number>`count(*) filter (where ${payouts.status} = 'batched')::int`,
    })
    .from(payouts)
    .where(inArray(payouts.batchId, batchIds))
    .groupBy(payouts.batchId);
  return new Map(
    rows.map((row) => [
      row.batchId!,
      { paid: Number(row.paid), failed: Number(row.failed), open: Number(row.open) },
    ]),
  );
}

// Closed and deactivated accounts

/** Freelancers closed or deactivated with earnings left, the most owed first. */
export async function dormantEarnings(db: Db) {
  const balance = sql<string>`sum(${ledgerEntries.amount})`;
  return db
    .select({
      freelancerId: freelancers.id,
      name: freelancers.fullName,
      closed: sql<boolean>`${freelancers.closedAt} is not null`,
      availablePaisa: balance,
      hasMethod: sql<boolean>`exists (select 1 from ${payoutMethods} where ${payoutMethods.freelancerId} = ${freelancers.id} and ${payoutMethods.removedAt} is null)`,
    })
    .from(ledgerEntries)
    .innerJoin(freelancers, sql`${ledgerEntries.account} = 'earnings:' || ${freelancers.id}::text`)
    .where(
      and(
        sql`${ledgerEntries.account} like 'earnings:%'`,
        or(eq(freelancers.isActive, false), sql`${freelancers.closedAt} is not null`),
      ),
    )
    .groupBy(freelancers.id)
    .having(sql`${balance} > 0`)
    .orderBy(desc(balance))
    .limit(200);
}

export async function findFreelancerState(db: Db, freelancerId: string) {
  const [row] = await db
    .select({ isActive: freelancers.isActive, closedAt: freelancers.closedAt })
    .from(freelancers)
    .where(eq(freelancers.id, freelancerId));
  return row;
}

/** The admins' queue in a figure: payouts waiting for a first or a second approval. */
export async function payoutsToApprove(db: Db): Promise<{ count: number; amountPaisa: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amountPaisa: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(payouts)
    .where(inArray(payouts.status, ['requested', 'awaitingSecondApproval']));
  return { count: row?.count ?? 0, amountPaisa: row?.amountPaisa ?? 0 };
}
