import { and, asc, desc, eq, gt, gte, like, sql, type SQL } from 'drizzle-orm';
import type { DealParty } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import {
  contracts,
  contractVersions,
  currentTermsOf,
  ledgerEntries,
  ledgerTransactions,
  milestones,
} from '../../db/schema';
import type { KeysetCursor } from '../../lib/keyset-cursor';
import { olderThan } from '../../lib/keyset-page';

/**
 * Queries only: sums of ledger entries and the lines of a statement. Every number here is a sum
 * of entries (the ledger stores no balance), read in paisa from `bigint` as text and made a
 * number once: sums stay far inside JavaScript's exact integers (decision 028's limits).
 */
export interface LedgerLineView {
  id: string;
  createdAt: Date;
  account: string;
  amount: number;
  kind: string;
  contractId: string | null;
  contractTitle: string | null;
  milestoneTitle: string | null;
}

const toNumber = (value: string | number | null | undefined) => Number(value ?? 0);
const ESCROW = 'escrow:%';

/** The escrow held now on the party's active contracts (the entries name the contract). */
export async function escrowOfActiveContracts(
  db: Database,
  party: { role: DealParty; id: string },
): Promise<number> {
  const partyColumn = party.role === 'company' ? contracts.companyId : contracts.freelancerId;
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(contracts, eq(contracts.id, ledgerEntries.contractId))
    .where(
      and(
        eq(partyColumn, party.id),
        eq(contracts.status, 'active'),
        like(ledgerEntries.account, ESCROW),
      ),
    );
  return toNumber(row?.sum);
}

/** What came into `account` from `since` on (money in only: the positive entries). */
export async function receivedSince(db: Database, account: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, account),
        gt(ledgerEntries.amount, 0),
        gte(ledgerEntries.createdAt, since),
      ),
    );
  return toNumber(row?.sum);
}

/**
 * A company's money ever, from the entries that name it: into its escrows (funded), out of them
 * (released or refunded), and into its balance (refunded).
 */
export async function companyTotals(
  db: Database,
  companyId: string,
): Promise<{ funded: number; escrowOut: number; refunded: number }> {
  const escrow = sql`${ledgerEntries.account} like ${ESCROW}`;
  const [row] = await db
    .select({
      funded: sql<
        string | null
      >`sum(${ledgerEntries.amount}) filter (where ${escrow} and ${ledgerEntries.amount} > 0)`,
      escrowOut: sql<
        string | null
      >`-sum(${ledgerEntries.amount}) filter (where ${escrow} and ${ledgerEntries.amount} < 0)`,
      refunded: sql<
        string | null
      >`sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} like 'balance:%' and ${ledgerEntries.amount} > 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.partyId, companyId));
  return {
    funded: toNumber(row?.funded),
    escrowOut: toNumber(row?.escrowOut),
    refunded: toNumber(row?.refunded),
  };
}

/** The fee fixed on the party's latest contract, if it has one. */
export async function latestFeeBps(
  db: Database,
  party: { role: DealParty; id: string },
): Promise<number | undefined> {
  const partyColumn = party.role === 'company' ? contracts.companyId : contracts.freelancerId;
  const [row] = await db
    .select({ feeBps: contracts.feeBps })
    .from(contracts)
    .where(eq(partyColumn, party.id))
    .orderBy(desc(contracts.createdAt))
    .limit(1);
  return row?.feeBps;
}

const lineView = {
  id: ledgerEntries.id,
  createdAt: ledgerEntries.createdAt,
  account: ledgerEntries.account,
  amount: ledgerEntries.amount,
  kind: ledgerTransactions.kind,
  contractId: ledgerEntries.contractId,
  contractTitle: contractVersions.title,
  milestoneTitle: milestones.title,
};

/** Ledger lines with what a person reads beside them: the movement, the contract, the milestone. */
function lines(db: Database) {
  return db
    .select(lineView)
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(contracts, eq(contracts.id, ledgerEntries.contractId))
    .leftJoin(contractVersions, currentTermsOf)
    .leftJoin(milestones, eq(milestones.id, ledgerEntries.milestoneId));
}

/** (time, id) after the cursor, for the lists read oldest first. */
const newerThan = (after: KeysetCursor | undefined): SQL | undefined =>
  after
    ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;

/** A party's lines, newest first, a page after `after`. */
export function listPartyLines(
  db: Database,
  partyId: string,
  { limit, after }: { limit: number; after?: KeysetCursor },
): Promise<LedgerLineView[]> {
  return lines(db)
    .where(
      and(
        eq(ledgerEntries.partyId, partyId),
        olderThan(ledgerEntries.createdAt, ledgerEntries.id, after),
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
}

/** Every line of a party, oldest first: the whole statement, for its download. */
export function allPartyLines(db: Database, partyId: string): Promise<LedgerLineView[]> {
  return lines(db)
    .where(eq(ledgerEntries.partyId, partyId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/** A contract's lines on every account, the platform's fee included, oldest first. */
export function listContractLines(
  db: Database,
  contractId: string,
  { limit, after }: { limit: number; after?: KeysetCursor },
): Promise<LedgerLineView[]> {
  return lines(db)
    .where(and(eq(ledgerEntries.contractId, contractId), newerThan(after)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
    .limit(limit);
}

export async function findContract(db: Database, contractId: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  return row;
}
