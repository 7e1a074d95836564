import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { UnmatchedReason } from '@kaamyaab/shared-api/contract';
import type { Database, Transaction } from '../../db/database';
import { bankStatementLines, bankStatements, companies, payIns } from '../../db/schema';
import { olderThan, type NewestPosition } from '../../lib/keyset-page';

/** Queries only: statements, their lines, and the pay-ins a line names. */
export type StatementRow = typeof bankStatements.$inferSelect;
export type LineRow = typeof bankStatementLines.$inferSelect;
type Db = Database | Transaction;

export interface LineView {
  line: LineRow;
  payIn: Pick<
    typeof payIns.$inferSelect,
    'id' | 'reference' | 'amount' | 'status' | 'contractId'
  > | null;
}

/** The statement, or undefined when a file with this SHA-256 was imported first (by anyone). */
export async function insertStatement(
  tx: Transaction,
  values: typeof bankStatements.$inferInsert,
): Promise<StatementRow | undefined> {
  const [row] = await tx
    .insert(bankStatements)
    .values(values)
    .onConflictDoNothing({ target: bankStatements.sha256 })
    .returning();
  return row;
}

export async function findStatementByHash(db: Db, sha256: string) {
  const [row] = await db.select().from(bankStatements).where(eq(bankStatements.sha256, sha256));
  return row;
}

export async function findStatement(db: Db, statementId: string) {
  const [row] = await db.select().from(bankStatements).where(eq(bankStatements.id, statementId));
  return row;
}

export async function setStatementCounts(
  tx: Transaction,
  statementId: string,
  counts: { lineCount: number; duplicateCount: number },
) {
  await tx.update(bankStatements).set(counts).where(eq(bankStatements.id, statementId));
}

/** The line, or undefined when an earlier statement brought the same line (its fingerprint). */
export async function insertLine(
  tx: Transaction,
  values: typeof bankStatementLines.$inferInsert,
): Promise<LineRow | undefined> {
  const [row] = await tx
    .insert(bankStatementLines)
    .values(values)
    .onConflictDoNothing({ target: bankStatementLines.fingerprint })
    .returning();
  return row;
}

export async function updateLine(
  tx: Transaction,
  lineId: string,
  values: Partial<Omit<LineRow, 'id' | 'resolvedAt'>> & { resolvedAt?: ReturnType<typeof sql> },
): Promise<LineRow> {
  const [row] = await tx
    .update(bankStatementLines)
    .set(values)
    .where(eq(bankStatementLines.id, lineId))
    .returning();
  if (!row) throw new Error(`statement line ${lineId} vanished inside its transaction`);
  return row;
}

/**
 * Moves an unmatched line to its resolution, or answers undefined when it is no longer
 * unmatched: the state machine's refusal, safe against a racing decision.
 */
export async function resolveUnmatchedLine(
  tx: Transaction,
  lineId: string,
  values: Partial<Omit<LineRow, 'id' | 'resolvedAt'>>,
): Promise<LineRow | undefined> {
  const [row] = await tx
    .update(bankStatementLines)
    .set({ ...values, resolvedAt: sql`now()` })
    .where(and(eq(bankStatementLines.id, lineId), eq(bankStatementLines.status, 'unmatched')))
    .returning();
  return row;
}

export async function lockLine(tx: Transaction, lineId: string): Promise<LineRow | undefined> {
  const [row] = await tx
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.id, lineId))
    .for('update');
  return row;
}

/** A bank transfer's pay-in by its reference (normalised as the pay-ins write it). */
export async function findBankPayIn(db: Db, reference: string) {
  const [row] = await db
    .select()
    .from(payIns)
    .where(and(eq(payIns.reference, reference), eq(payIns.rail, 'bankTransfer')));
  return row;
}

/** Another line that already took this pay-in's money (matched on import or applied by hand). */
export async function otherClaim(db: Db, payInId: string, lineId: string) {
  const [row] = await db
    .select({ id: bankStatementLines.id })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.payInId, payInId),
        inArray(bankStatementLines.status, ['matched', 'applied']),
        ne(bankStatementLines.id, lineId),
      ),
    )
    .limit(1);
  return row;
}

export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return Boolean(row);
}

const lineView = {
  line: bankStatementLines,
  payIn: {
    id: payIns.id,
    reference: payIns.reference,
    amount: payIns.amount,
    status: payIns.status,
    contractId: payIns.contractId,
  },
};

const lineViews = (db: Db) =>
  db
    .select(lineView)
    .from(bankStatementLines)
    .leftJoin(payIns, eq(payIns.id, bankStatementLines.payInId));

export async function findLineView(db: Db, lineId: string): Promise<LineView | undefined> {
  const [row] = await lineViews(db).where(eq(bankStatementLines.id, lineId));
  return row;
}

export function linesOfStatement(db: Db, statementId: string): Promise<LineView[]> {
  return lineViews(db)
    .where(eq(bankStatementLines.statementId, statementId))
    .orderBy(asc(bankStatementLines.lineNumber));
}

/** Unmatched lines oldest first: the queue is worked from the longest waiting. */
export function listUnmatched(
  db: Db,
  { limit, after }: { limit: number; after?: NewestPosition },
): Promise<LineView[]> {
  const position = after
    ? sql`(${bankStatementLines.createdAt}, ${bankStatementLines.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return lineViews(db)
    .where(and(eq(bankStatementLines.status, 'unmatched'), position))
    .orderBy(asc(bankStatementLines.createdAt), asc(bankStatementLines.id))
    .limit(limit);
}

export function listStatementRows(
  db: Db,
  { limit, after }: { limit: number; after?: NewestPosition },
): Promise<StatementRow[]> {
  return db
    .select()
    .from(bankStatements)
    .where(olderThan(bankStatements.createdAt, bankStatements.id, after))
    .orderBy(desc(bankStatements.createdAt), desc(bankStatements.id))
    .limit(limit);
}

export interface LineTally {
  statementId: string;
  status: LineRow['status'];
  reason: UnmatchedReason | null;
  count: number;
  paisa: number;
}

/**
 * What each statement's lines became, by status and reason. Read from how each line was first
 * classified: a line resolved since still counts under the reason it arrived with.
 */
export async function tallyLines(db: Db, statementIds: string[]): Promise<LineTally[]> {
  if (statementIds.length === 0) return [];
  const rows = await db
    .select({
      statementId: bankStatementLines.statementId,
      status: bankStatementLines.status,
      reason: bankStatementLines.reason,
      count: sql<string>`count(*)`,
      paisa: sql<string>`sum(${bankStatementLines.amount})`,
    })
    .from(bankStatementLines)
    .where(inArray(bankStatementLines.statementId, statementIds))
    .groupBy(bankStatementLines.statementId, bankStatementLines.status, bankStatementLines.reason);
  return rows.map((row) => ({ ...row, count: Number(row.count), paisa: Number(row.paisa) }));
}

/** The admins' queue in a figure: credits no pay-in claimed, and their money. */
export async function unmatchedLines(
  db: Database | Transaction,
): Promise<{ count: number; amountPaisa: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amountPaisa: sql<number>`coalesce(sum(${bankStatementLines.amount}), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.status, 'unmatched'));
  return { count: row?.count ?? 0, amountPaisa: row?.amountPaisa ?? 0 };
}
