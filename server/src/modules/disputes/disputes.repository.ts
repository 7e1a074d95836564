import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DisputeStatus } from '@kaamyaab/shared-api/contract';
import type { Database, Transaction } from '../../db/database';
import {
  companies,
  contracts,
  currentTermsOf,
  contractVersions,
  disputeEvidence,
  disputes,
  files,
  freelancers,
  messages,
  milestones,
  submissions,
} from '../../db/schema';
import { olderThan, type NewestPosition } from '../../lib/keyset-page';

/** Queries only: disputes, their evidence, the sweep's claims and the desk's queue. */

export type DisputeRow = typeof disputes.$inferSelect;
export type EvidenceRow = typeof disputeEvidence.$inferSelect;

type Db = Database | Transaction;

/** A new dispute; null when the milestone has one already (the unique index's word). */
export async function insertDispute(
  tx: Transaction,
  values: typeof disputes.$inferInsert,
): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .insert(disputes)
    .values(values)
    .onConflictDoNothing({ target: disputes.milestoneId })
    .returning();
  return row;
}

export async function findDisputeOfMilestone(db: Db, milestoneId: string) {
  const [row] = await db.select().from(disputes).where(eq(disputes.milestoneId, milestoneId));
  return row;
}

export async function findDispute(db: Db, disputeId: string) {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, disputeId));
  return row;
}

/** The dispute's row locked; the caller has locked its milestone first (the contracts' order). */
export async function lockDispute(tx: Transaction, disputeId: string): Promise<DisputeRow> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
  if (!row) throw new Error(`dispute ${disputeId} vanished under its milestone's lock`);
  return row;
}

/** Changes a dispute only if it is still in `from`: a row count of zero is a lost race. */
export async function updateDispute(
  tx: Transaction,
  disputeId: string,
  from: DisputeStatus,
  values: Partial<typeof disputes.$inferInsert>,
): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .update(disputes)
    .set(values)
    .where(and(eq(disputes.id, disputeId), eq(disputes.status, from)))
    .returning();
  return row;
}

export async function insertEvidence(
  tx: Transaction,
  rows: (typeof disputeEvidence.$inferInsert)[],
) {
  if (rows.length > 0) await tx.insert(disputeEvidence).values(rows);
}

/** Which of these messages belong to the conversation of the contract's application. */
export async function messagesOfContract(db: Db, contractId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(contracts, eq(contracts.applicationId, messages.applicationId))
    .where(and(eq(contracts.id, contractId), inArray(messages.id, ids)));
  return rows.map((row) => row.id);
}

/** Which of these submissions were made on a milestone of the contract. */
export async function submissionsOfContract(db: Db, contractId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: submissions.id })
    .from(submissions)
    .innerJoin(milestones, eq(milestones.id, submissions.milestoneId))
    .where(and(eq(milestones.contractId, contractId), inArray(submissions.id, ids)));
  return rows.map((row) => row.id);
}

/** A dispute as the pages show it: with its contract's title, milestone and parties' names. */
const viewColumns = {
  dispute: disputes,
  contractTitle: contractVersions.title,
  milestoneTitle: milestones.title,
  companyId: contracts.companyId,
  companyName: companies.companyName,
  freelancerId: contracts.freelancerId,
  freelancerName: freelancers.fullName,
};

function viewQuery(db: Db) {
  return db
    .select(viewColumns)
    .from(disputes)
    .innerJoin(contracts, eq(contracts.id, disputes.contractId))
    .innerJoin(contractVersions, currentTermsOf)
    .innerJoin(milestones, eq(milestones.id, disputes.milestoneId))
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .innerJoin(freelancers, eq(freelancers.id, contracts.freelancerId));
}

export type DisputeViewRow = Awaited<ReturnType<typeof viewQuery>>[number];

export function disputeViews(db: Db, where: { contractId: string } | { disputeId: string }) {
  return viewQuery(db)
    .where(
      'contractId' in where
        ? eq(disputes.contractId, where.contractId)
        : eq(disputes.id, where.disputeId),
    )
    .orderBy(desc(disputes.openedAt), desc(disputes.id));
}

/** A page of disputes in one status, newest first. */
export function listDisputes(
  db: Db,
  { status, limit, after }: { status: DisputeStatus; limit: number; after?: NewestPosition },
) {
  return viewQuery(db)
    .where(and(eq(disputes.status, status), olderThan(disputes.openedAt, disputes.id, after)))
    .orderBy(desc(disputes.openedAt), desc(disputes.id))
    .limit(limit);
}

/** Evidence of these disputes, oldest first, with a message's or submission's text. */
export function evidenceOf(db: Db, disputeIds: string[]) {
  if (disputeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      evidence: disputeEvidence,
      contentType: files.contentType,
      messageBody: messages.body,
      submissionNote: submissions.note,
    })
    .from(disputeEvidence)
    .leftJoin(files, eq(files.id, disputeEvidence.fileId))
    .leftJoin(messages, eq(messages.id, disputeEvidence.messageId))
    .leftJoin(submissions, eq(submissions.id, disputeEvidence.submissionId))
    .where(inArray(disputeEvidence.disputeId, disputeIds))
    .orderBy(asc(disputeEvidence.createdAt), asc(disputeEvidence.id));
}

export type EvidenceViewRow = Awaited<ReturnType<typeof evidenceOf>>[number];

/**
 * Unanswered disputes past their deadline: their milestones' rows, claimed with FOR UPDATE SKIP
 * LOCKED so a request deciding one (which locks the milestone first) is left alone, and two
 * sweeps take different rows. The dispute is locked after, in the order every request takes.
 */
export function claimOverdueMilestones(tx: Transaction, now: Date, limit: number) {
  return tx
    .select({ milestoneId: milestones.id, disputeId: disputes.id })
    .from(milestones)
    .innerJoin(disputes, eq(disputes.milestoneId, milestones.id))
    .where(and(eq(disputes.status, 'awaitingAnswer'), lte(disputes.answerDueAt, now)))
    .orderBy(asc(disputes.answerDueAt))
    .limit(limit)
    .for('update', { of: milestones, skipLocked: true });
}

/** The disputes waiting for an admin, and what their escrow holds. */
export async function disputesToDecide(
  db: Database,
): Promise<{ count: number; amountPaisa: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      amountPaisa: sql<number>`coalesce(sum(${disputes.escrowAmount}), 0)::bigint`.mapWith(Number),
    })
    .from(disputes)
    .where(eq(disputes.status, 'awaitingDecision'));
  return row ?? { count: 0, amountPaisa: 0 };
}

/** A contract's two parties, to say whether the caller may read its disputes. */
export async function partiesOfContract(db: Db, contractId: string) {
  const [row] = await db
    .select({ companyId: contracts.companyId, freelancerId: contracts.freelancerId })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row;
}
