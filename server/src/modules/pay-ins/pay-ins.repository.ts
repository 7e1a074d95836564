import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PayInFlag, PayInStatus } from '@kaamyaab/shared-api/contract';
import type { Database, Transaction } from '../../db/database';
import {
  companies,
  contracts,
  contractVersions,
  currentTermsOf,
  milestones,
  payIns,
} from '../../db/schema';
import type { KeysetCursor } from '../../lib/keyset-cursor';
import type { ContractRow, MilestoneRow } from '../contracts';

/** Queries only: pay-ins, what the admin's queue shows of them, and earlier uses of a receipt. */
export type PayInRow = typeof payIns.$inferSelect;
type Db = Database | Transaction;

export interface AdminPayInView {
  payIn: PayInRow;
  companyName: string | null;
  contractTitle: string | null;
  milestoneTitle: string;
  freelancerId: string;
}

/** A milestone and its contract, unlocked: for reads that decide nothing. */
export async function findMilestoneWithContract(
  db: Db,
  milestoneId: string,
): Promise<{ milestone: MilestoneRow; contract: ContractRow } | undefined> {
  const [row] = await db
    .select({ milestone: milestones, contract: contracts })
    .from(milestones)
    .innerJoin(contracts, eq(contracts.id, milestones.contractId))
    .where(eq(milestones.id, milestoneId));
  return row;
}

const OPEN: PayInStatus[] = ['awaitingPayment', 'awaitingConfirmation'];

/** The pay-in a start with this key made, whatever became of it since (a retried request). */
export async function findPayInOfRequest(
  db: Db,
  milestoneId: string,
  requestKey: string,
): Promise<PayInRow | undefined> {
  const [row] = await db
    .select()
    .from(payIns)
    .where(and(eq(payIns.milestoneId, milestoneId), eq(payIns.requestKey, requestKey)))
    .limit(1);
  return row;
}

/** The milestone's open pay-in, if any: `pay_ins_open_unique` allows one. */
export async function findOpenPayIn(db: Db, milestoneId: string): Promise<PayInRow | undefined> {
  const [row] = await db
    .select()
    .from(payIns)
    .where(and(eq(payIns.milestoneId, milestoneId), inArray(payIns.status, OPEN)));
  return row;
}

/**
 * Adds a pay-in, or answers undefined when its reference is taken already (the caller draws
 * another). A second open pay-in of the milestone is refused by its unique index and throws.
 */
export async function insertPayIn(
  tx: Transaction,
  values: typeof payIns.$inferInsert,
): Promise<PayInRow | undefined> {
  const [row] = await tx
    .insert(payIns)
    .values(values)
    .onConflictDoNothing({ target: payIns.reference })
    .returning();
  return row;
}

export async function findPayIn(db: Db, payInId: string): Promise<PayInRow | undefined> {
  const [row] = await db.select().from(payIns).where(eq(payIns.id, payInId));
  return row;
}

/** The pay-in's row, locked until the transaction ends (after its milestone's: one order). */
export async function lockPayIn(tx: Transaction, payInId: string): Promise<PayInRow | undefined> {
  const [row] = await tx.select().from(payIns).where(eq(payIns.id, payInId)).for('update');
  return row;
}

export async function latestPayInOf(db: Db, milestoneId: string): Promise<PayInRow | undefined> {
  const [row] = await db
    .select()
    .from(payIns)
    .where(eq(payIns.milestoneId, milestoneId))
    .orderBy(desc(payIns.createdAt), desc(payIns.id))
    .limit(1);
  return row;
}

/**
 * Why an admin should look twice: another pay-in named the same bank transaction (compared
 * without case or surrounding spaces) or sent a receipt with the same bytes.
 */
export async function reusedEvidence(
  db: Db,
  payInId: string,
  transactionId: string,
  proofSha256: string,
): Promise<PayInFlag[]> {
  const others = ne(payIns.id, payInId);
  const [sameTransaction] = await db
    .select({ id: payIns.id })
    .from(payIns)
    .where(and(others, sql`lower(trim(${payIns.transactionId})) = lower(trim(${transactionId}))`))
    .limit(1);
  const [sameProof] = await db
    .select({ id: payIns.id })
    .from(payIns)
    .where(and(others, eq(payIns.proofSha256, proofSha256)))
    .limit(1);
  const flags: PayInFlag[] = [];
  if (sameTransaction) flags.push('transactionIdUsed');
  if (sameProof) flags.push('proofUsed');
  return flags;
}

export async function updatePayIn(
  tx: Transaction,
  payInId: string,
  values: Partial<
    Pick<
      PayInRow,
      | 'status'
      | 'transactionId'
      | 'proofFileId'
      | 'proofSha256'
      | 'flags'
      | 'refusedReason'
      | 'decidedBy'
    >
  > & { proofAt?: SQL; decidedAt?: SQL },
): Promise<PayInRow> {
  const [row] = await tx.update(payIns).set(values).where(eq(payIns.id, payInId)).returning();
  if (!row) throw new Error(`pay-in ${payInId} vanished inside its transaction`);
  return row;
}

const adminView = {
  payIn: payIns,
  companyName: companies.companyName,
  contractTitle: contractVersions.title,
  milestoneTitle: milestones.title,
  freelancerId: contracts.freelancerId,
};

/** The queue's order: when the receipt came (the start, before one did), then the id. */
const queueTime = sql<Date>`coalesce(${payIns.proofAt}, ${payIns.createdAt})`;

function adminViews(db: Db) {
  return db
    .select(adminView)
    .from(payIns)
    .innerJoin(milestones, eq(milestones.id, payIns.milestoneId))
    .innerJoin(contracts, eq(contracts.id, payIns.contractId))
    .leftJoin(contractVersions, currentTermsOf)
    .leftJoin(companies, eq(companies.id, payIns.companyId));
}

export async function findAdminPayInView(
  db: Db,
  payInId: string,
): Promise<AdminPayInView | undefined> {
  const [row] = await adminViews(db).where(eq(payIns.id, payInId));
  return row;
}

/** Oldest first, a page after `after`: the admin works the queue from the longest waiting. */
export function listPayInsByStatus(
  db: Db,
  status: PayInStatus,
  { limit, after }: { limit: number; after?: KeysetCursor },
): Promise<AdminPayInView[]> {
  const position = after
    ? sql`(${queueTime}, ${payIns.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return adminViews(db)
    .where(and(eq(payIns.status, status), position))
    .orderBy(asc(queueTime), asc(payIns.id))
    .limit(limit);
}

/** Where a queue row sits in the queue's order, for the next page's cursor. */
export const queuePosition = (row: AdminPayInView): KeysetCursor => ({
  createdAt: row.payIn.proofAt ?? row.payIn.createdAt,
  id: row.payIn.id,
});

/** The admins' queue in a figure: how many pay-ins wait for a decision, and their money. */
export async function waitingPayIns(db: Db): Promise<{ count: number; amountPaisa: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amountPaisa: sql<number>`coalesce(sum(${payIns.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(payIns)
    .where(eq(payIns.status, 'awaitingConfirmation'));
  return { count: row?.count ?? 0, amountPaisa: row?.amountPaisa ?? 0 };
}
