import { and, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { mayGoNegative, type LedgerAccount } from './accounts';

export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

export interface PostingLine {
  account: LedgerAccount;
  /** Paisa, a whole number other than zero: positive adds to the account. */
  amount: number;
  /** Whose statement shows the line: the company or freelancer, or null for the platform. */
  partyId: string | null;
}

export interface Posting {
  /** The movement's identity: posting the same key again moves nothing. */
  idempotencyKey: string;
  kind: string;
  requestKey?: string | null;
  actorType: 'company' | 'freelancer' | 'admin' | 'system';
  actorId?: string | null;
  contractId?: string | null;
  milestoneId?: string | null;
  lines: PostingLine[];
}

export type PostingResult =
  | { applied: true; transaction: LedgerTransactionRow }
  | { applied: false; transaction: LedgerTransactionRow };

/** A posting that breaks the ledger's rules is a programming error, not a person's mistake. */
function checkPosting(posting: Posting): void {
  if (posting.lines.length < 2) throw new Error('a ledger transaction needs two lines or more');
  let sum = 0;
  for (const line of posting.lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0)
      throw new Error(`ledger amounts are whole paisa other than zero, not ${line.amount}`);
    sum += line.amount;
  }
  if (sum !== 0) throw new Error(`ledger transaction ${posting.idempotencyKey} sums to ${sum}`);
}

/**
 * Serialises every posting that takes from one account, in a fixed order so two postings never
 * wait on each other: the balance read after the lock is the one the posting changes.
 */
async function lockAccounts(tx: Transaction, accounts: string[]): Promise<void> {
  for (const account of [...new Set(accounts)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${account}, 0))`);
  }
}

/**
 * Posts one balanced movement inside the caller's transaction, once: a key posted before
 * answers `applied: false` with the first transaction, and nothing moves. An account someone
 * owns that would fall below zero refuses the whole posting (`amountAboveEscrow`'s sibling for
 * programming errors: the services check first and answer in words; this is the floor).
 */
export async function postTransaction(tx: Transaction, posting: Posting): Promise<PostingResult> {
  checkPosting(posting);
  const takenFrom = posting.lines
    .filter((line) => line.amount < 0 && !mayGoNegative(line.account))
    .map((line) => line.account);
  await lockAccounts(tx, takenFrom);

  const [inserted] = await tx
    .insert(ledgerTransactions)
    .values({
      idempotencyKey: posting.idempotencyKey,
      kind: posting.kind,
      requestKey: posting.requestKey ?? null,
      actorType: posting.actorType,
      actorId: posting.actorId ?? null,
      contractId: posting.contractId ?? null,
      milestoneId: posting.milestoneId ?? null,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning();
  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, posting.idempotencyKey));
    if (!existing) throw new Error(`ledger key ${posting.idempotencyKey} neither new nor found`);
    return { applied: false, transaction: existing };
  }

  for (const account of new Set(takenFrom)) {
    const taken = posting.lines
      .filter((line) => line.account === account)
      .reduce((sum, line) => sum + line.amount, 0);
    if ((await balanceOf(tx, account)) + taken < 0) throw new ApiError('balanceTooLow');
  }
  await tx.insert(ledgerEntries).values(
    posting.lines.map((line) => ({
      transactionId: inserted.id,
      account: line.account,
      partyId: line.partyId,
      contractId: posting.contractId ?? null,
      milestoneId: posting.milestoneId ?? null,
      amount: line.amount,
    })),
  );
  return { applied: true, transaction: inserted };
}

/** An account's balance: the sum of its entries, in paisa. */
export async function balanceOf(db: Database | Transaction, account: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account));
  return Number(row?.sum ?? 0);
}

/** The balances of every account that begins with `prefix` (e.g. one contract's escrows). */
export async function balancesUnder(
  db: Database | Transaction,
  prefix: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(like(ledgerEntries.account, `${prefix.replace(/[\\%_]/g, '\\$&')}%`))
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((row) => [row.account, Number(row.sum)]));
}

/** The transaction a client's request made, if that actor sent this key before. */
export async function transactionOfRequest(
  db: Database | Transaction,
  actorId: string,
  requestKey: string,
): Promise<LedgerTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.actorId, actorId), eq(ledgerTransactions.requestKey, requestKey)),
    )
    .limit(1);
  return row;
}

/** The sum of every entry: zero, always, by the balance check at each commit. */
export async function ledgerTotal(db: Database | Transaction): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries);
  return Number(row?.sum ?? 0);
}

/**
 * Which of these parties ever had money paid into escrow for them (a milestone funded): the
 * "payment verified" badge of a company (docs/decisions/032-reputation.md).
 */
export async function partiesWhoFundedEscrow(
  db: Database | Transaction,
  partyIds: readonly string[],
): Promise<Set<string>> {
  if (partyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ partyId: ledgerEntries.partyId })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.partyId, [...partyIds]),
        like(ledgerEntries.account, 'escrow:%'),
        gt(ledgerEntries.amount, 0),
      ),
    );
  return new Set(rows.flatMap((row) => (row.partyId === null ? [] : [row.partyId])));
}
