import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type {
  ContractStatus,
  DealParty,
  MilestoneDraft,
  MilestoneKind,
  MilestoneStatus,
} from '@kaamyaab/shared-api/contract';
import type { Database, Transaction } from '../../db/database';
import {
  applications,
  companies,
  contractEvents,
  contracts,
  contractVersions,
  currentTermsOf,
  files,
  freelancers,
  jobs,
  ledgerEntries,
  ledgerTransactions,
  milestones,
  submissions,
} from '../../db/schema';
import type { KeysetCursor } from '../../lib/keyset-cursor';
import { olderThan } from '../../lib/keyset-page';
import { writeOrConflict } from '../../lib/unique-violation';
import type { ContractRow, MilestoneRow } from './milestone-moves.repository';

/** Queries only: contracts, their versions, milestones, submissions, timeline and money sums. */
export type VersionRow = typeof contractVersions.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
export type EventRow = typeof contractEvents.$inferSelect;

/** The ledger's transaction kinds that pay a milestone's escrow out to the freelancer. */
export const RELEASE_KINDS = [
  'release',
  'partRelease',
  'autoRelease',
  'releaseBonus',
  'disputeRelease',
] as const;

/** An application as an offer needs it: its state, its freelancer and its job's company. */
export async function findApplicationForOffer(db: Database | Transaction, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      jobId: applications.jobId,
      freelancerId: applications.freelancerId,
      companyId: jobs.companyId,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  return row;
}

/** One contract per application is the database's rule: a second offer is `offerExists`. */
export async function insertContract(
  tx: Transaction,
  values: typeof contracts.$inferInsert,
): Promise<ContractRow> {
  return writeOrConflict(
    async () => {
      const [row] = await tx.insert(contracts).values(values).returning();
      if (!row) throw new Error('insert into contracts returned no row');
      return row;
    },
    { unique: 'offerExists' },
  );
}

export async function insertVersion(
  tx: Transaction,
  values: {
    contractId: string;
    version: number;
    proposedBy: DealParty;
    title: string;
    scope: string;
    milestones: MilestoneDraft[];
  },
): Promise<void> {
  await tx.insert(contractVersions).values(values);
}

export async function findVersion(
  db: Database | Transaction,
  contractId: string,
  version: number,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(contractVersions)
    .where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.version, version)));
  return row;
}

export async function findContract(
  db: Database | Transaction,
  contractId: string,
): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  return row;
}

/** The contract's row, locked until the transaction ends: offers and endings go one at a time. */
export async function lockContract(
  tx: Transaction,
  contractId: string,
): Promise<ContractRow | undefined> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  return row;
}

export async function updateContract(
  tx: Transaction,
  contractId: string,
  values: Partial<
    Pick<
      ContractRow,
      'status' | 'awaiting' | 'currentVersion' | 'acceptedAt' | 'endedAt' | 'endedBy' | 'endReason'
    >
  >,
): Promise<ContractRow> {
  const [row] = await tx
    .update(contracts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contracts.id, contractId))
    .returning();
  if (!row) throw new Error(`contract ${contractId} vanished`);
  return row;
}

export interface NewMilestone {
  contractId: string;
  position: number;
  kind: MilestoneKind;
  title: string;
  amount: number;
  dueDate: string | null;
  status: MilestoneStatus;
  proposedBy: DealParty | null;
  requestKey?: string | null;
}

export async function insertMilestones(
  tx: Transaction,
  rows: NewMilestone[],
): Promise<MilestoneRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(milestones).values(rows).returning();
}

/** Milestones that count towards the limit of 20: all but those refused or never funded. */
export async function milestoneCounts(
  tx: Transaction,
  contractId: string,
): Promise<{ live: number; lastPosition: number }> {
  const [row] = await tx
    .select({
      live: sql<number>`count(*) filter (where ${notInArray(milestones.status, ['rejected', 'cancelled'])})`.mapWith(
        Number,
      ),
      lastPosition: sql<number>`coalesce(max(${milestones.position}), 0)`.mapWith(Number),
    })
    .from(milestones)
    .where(eq(milestones.contractId, contractId));
  return row ?? { live: 0, lastPosition: 0 };
}

/** The bonus an earlier request with this key added, if any. */
export async function findMilestoneOfRequest(
  db: Database | Transaction,
  contractId: string,
  requestKey: string,
): Promise<MilestoneRow | undefined> {
  const [row] = await db
    .select()
    .from(milestones)
    .where(and(eq(milestones.contractId, contractId), eq(milestones.requestKey, requestKey)));
  return row;
}

/**
 * Every milestone of a contract, locked (in id order, as every locker takes them): an ending
 * waits for a release in flight and sees what it left.
 */
export async function lockContractMilestones(
  tx: Transaction,
  contractId: string,
): Promise<MilestoneRow[]> {
  return tx
    .select()
    .from(milestones)
    .where(eq(milestones.contractId, contractId))
    .orderBy(asc(milestones.id))
    .for('update');
}

export async function insertSubmission(
  tx: Transaction,
  values: { milestoneId: string; note: string; fileIds: string[] },
): Promise<void> {
  await tx.insert(submissions).values(values);
}

/** The parties' names and the job's title, for the room and the notices. */
export async function contractParties(db: Database | Transaction, contract: ContractRow) {
  const [row] = await db
    .select({
      jobTitle: jobs.title,
      companyName: companies.companyName,
      freelancerName: freelancers.fullName,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, contract.companyId))
    .innerJoin(freelancers, eq(freelancers.id, contract.freelancerId))
    .where(eq(jobs.id, contract.jobId));
  return row ?? { jobTitle: '', companyName: '', freelancerName: '' };
}

/** Per milestone: held now, paid out to the freelancer, and refunded, from the ledger (paisa). */
export interface MilestoneMoney {
  escrow: number;
  released: number;
  refunded: number;
}

export async function contractMoney(
  db: Database | Transaction,
  contractId: string,
): Promise<Map<string, MilestoneMoney>> {
  const released = sql.join(
    RELEASE_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const rows = await db
    .select({
      milestoneId: ledgerEntries.milestoneId,
      escrow: sql<string>`sum(${ledgerEntries.amount})`,
      released: sql<string>`coalesce(sum(-${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} in (${released})), 0)`,
      refunded: sql<string>`coalesce(sum(-${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} = 'refund'), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(eq(ledgerEntries.contractId, contractId), sql`${ledgerEntries.account} like 'escrow:%'`),
    )
    .groupBy(ledgerEntries.milestoneId);
  return new Map(
    rows
      .filter((row) => row.milestoneId !== null)
      .map((row) => [
        row.milestoneId as string,
        {
          escrow: Number(row.escrow),
          released: Number(row.released),
          refunded: Number(row.refunded),
        },
      ]),
  );
}

/** Everything the contract room shows, read in a few statements. */
export interface ContractRoomRows {
  contract: ContractRow;
  parties: Awaited<ReturnType<typeof contractParties>>;
  versions: VersionRow[];
  milestones: MilestoneRow[];
  submissions: SubmissionRow[];
  fileFacts: Map<string, { contentType: string; byteSize: number }>;
  events: EventRow[];
  money: Map<string, MilestoneMoney>;
}

export async function contractRoom(
  db: Database,
  contractId: string,
): Promise<ContractRoomRows | undefined> {
  const contract = await findContract(db, contractId);
  if (!contract) return undefined;
  const [parties, versions, milestoneRows, events, money] = await Promise.all([
    contractParties(db, contract),
    db
      .select()
      .from(contractVersions)
      .where(eq(contractVersions.contractId, contractId))
      .orderBy(asc(contractVersions.version)),
    db
      .select()
      .from(milestones)
      .where(eq(milestones.contractId, contractId))
      .orderBy(asc(milestones.position)),
    db
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.contractId, contractId))
      .orderBy(asc(contractEvents.createdAt), asc(contractEvents.id)),
    contractMoney(db, contractId),
  ]);
  const ids = milestoneRows.map((row) => row.id);
  const submissionRows = ids.length
    ? await db
        .select()
        .from(submissions)
        .where(inArray(submissions.milestoneId, ids))
        .orderBy(asc(submissions.createdAt), asc(submissions.id))
    : [];
  const fileIds = submissionRows.flatMap((row) => row.fileIds);
  const fileFacts = new Map<string, { contentType: string; byteSize: number }>();
  if (fileIds.length) {
    const rows = await db
      .select({ id: files.id, contentType: files.contentType, byteSize: files.byteSize })
      .from(files)
      .where(inArray(files.id, fileIds));
    for (const row of rows) fileFacts.set(row.id, row);
  }
  return {
    contract,
    parties,
    versions,
    milestones: milestoneRows,
    submissions: submissionRows,
    fileFacts,
    events,
    money,
  };
}

/** A contract as the lists show it: names, the current title, its total and what is held. */
export interface ContractSummaryRow {
  contract: ContractRow;
  title: string;
  jobTitle: string;
  companyName: string;
  freelancerName: string;
  versionTotal: number;
  milestonesTotal: number;
  escrow: number;
}

/**
 * Contracts by latest activity (updatedAt, then id, descending), of one party or all, of one
 * status or all, after a cursor: a range of contracts_company_idx / _freelancer_idx / _updated_idx.
 */
export async function listContractsPage(
  db: Database,
  {
    party,
    status,
    limit,
    after,
  }: {
    party?: { type: DealParty; id: string };
    status?: ContractStatus;
    limit: number;
    after?: KeysetCursor;
  },
): Promise<ContractSummaryRow[]> {
  const partyFilter = party
    ? party.type === 'company'
      ? eq(contracts.companyId, party.id)
      : eq(contracts.freelancerId, party.id)
    : undefined;
  return db
    .select({
      contract: contracts,
      title: contractVersions.title,
      jobTitle: jobs.title,
      companyName: companies.companyName,
      freelancerName: freelancers.fullName,
      versionTotal:
        sql<number>`(select coalesce(sum((m->>'amountPaisa')::bigint), 0) from jsonb_array_elements(${contractVersions.milestones}) m)`.mapWith(
          Number,
        ),
      milestonesTotal:
        sql<number>`(select coalesce(sum(${milestones.amount}), 0) from ${milestones} where ${milestones.contractId} = ${contracts.id} and ${milestones.status} not in ('proposed', 'rejected', 'cancelled'))`.mapWith(
          Number,
        ),
      escrow:
        sql<number>`(select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries} where ${ledgerEntries.contractId} = ${contracts.id} and ${ledgerEntries.account} like 'escrow:%')`.mapWith(
          Number,
        ),
    })
    .from(contracts)
    .innerJoin(contractVersions, currentTermsOf)
    .innerJoin(jobs, eq(jobs.id, contracts.jobId))
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .innerJoin(freelancers, eq(freelancers.id, contracts.freelancerId))
    .where(
      and(
        partyFilter,
        status ? eq(contracts.status, status) : undefined,
        olderThan(contracts.updatedAt, contracts.id, after),
      ),
    )
    .orderBy(desc(contracts.updatedAt), desc(contracts.id))
    .limit(limit);
}
