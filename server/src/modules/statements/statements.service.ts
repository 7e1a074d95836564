import { createHash } from 'node:crypto';
import type { StatementLayout, StatementMapping } from '@kaamyaab/shared-api/contract';
import type { Transaction } from '../../db/database';
import { recordAdminAction } from '../failed-emails';
import { ApiError } from '../../lib/api-error';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { readKeysetPage } from '../../lib/keyset-page';
import type { Actor } from '../../lib/service-context';
import { announce, type Told } from '../notifications';
import { importLine, holdUnmatched, type LineOutcome } from './match-line';
import { readStatement, type LineProblem, type StatementLine } from './statement-layouts';
import type { StatementsContext } from './statements.context';
import {
  findStatement,
  findStatementByHash,
  insertLine,
  insertStatement,
  linesOfStatement,
  listStatementRows,
  listUnmatched,
  setStatementCounts,
  tallyLines,
  type LineView,
  type StatementRow,
} from './statements.repository';

/**
 * Importing the partner bank's statement (docs/decisions/029-paying-in-and-out.md). The file's
 * SHA-256 is its identity: the same file again answers the first import and moves nothing, and
 * two racing uploads of it meet at the unique index, where the second waits for the first to
 * commit and then answers it. Each line runs in its own savepoint, so one line that fails is held
 * as unmatched (`notSettled`) and the rest go on.
 */

export interface StatementUpload {
  bytes: Buffer;
  fileName: string;
  layout: StatementLayout;
  mapping: StatementMapping | null;
}

export interface ImportedStatement {
  statement: StatementRow;
  repeated: boolean;
}

export async function importStatement(
  ctx: StatementsContext,
  admin: Actor,
  upload: StatementUpload,
  describe: (problem: LineProblem) => string,
): Promise<ImportedStatement> {
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const earlier = await findStatementByHash(ctx.db, sha256);
  if (earlier) return { statement: earlier, repeated: true };
  const read = readStatement(upload.bytes, upload.layout, upload.mapping);
  if (!read.ok) {
    throw new ApiError('statementUnreadable', {
      errors: read.problems
        .slice(0, 50)
        .map((problem) => ({ msg: describe(problem), path: `line ${problem.lineNumber}` })),
    });
  }
  if (read.lines.length === 0) throw new ApiError('statementEmpty');
  const done = await ctx.db.transaction(async (tx) => {
    const statement = await insertStatement(tx, {
      sha256,
      fileName: upload.fileName.slice(0, 200),
      layout: upload.layout,
      mapping: upload.mapping,
      importedBy: admin.id,
    });
    if (!statement) return null;
    const told: Told[] = [];
    let duplicateCount = 0;
    for (const line of read.lines) {
      const outcome = await lineInSavepoint(ctx, tx, statement.id, line);
      if (outcome.outcome === 'duplicate') duplicateCount += 1;
      else told.push(...outcome.told);
    }
    await setStatementCounts(tx, statement.id, { lineCount: read.lines.length, duplicateCount });
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'statementImported',
      subjectId: statement.id,
      detail: { sha256, lines: read.lines.length, duplicates: duplicateCount },
    });
    return { statement: { ...statement, lineCount: read.lines.length, duplicateCount }, told };
  });
  if (!done) {
    const first = await findStatementByHash(ctx.db, sha256);
    if (!first) throw new Error(`statement ${sha256} neither new nor found`);
    return { statement: first, repeated: true };
  }
  announce(ctx.bus, done.told);
  return { statement: done.statement, repeated: false };
}

async function lineInSavepoint(
  ctx: StatementsContext,
  tx: Transaction,
  statementId: string,
  line: StatementLine,
): Promise<LineOutcome> {
  try {
    return await tx.transaction((savepoint) => importLine(ctx, savepoint, statementId, line));
  } catch (error) {
    ctx.log.error({ err: error, line: line.lineNumber }, 'statement line not settled; held');
    return tx.transaction(async (savepoint) => {
      const row = await insertLine(savepoint, {
        statementId,
        lineNumber: line.lineNumber,
        fingerprint: line.fingerprint,
        bookedOn: line.bookedOn,
        description: line.description,
        bankReference: line.bankReference,
        direction: line.direction,
        amount: line.amount,
        balance: line.balance,
        status: 'unmatched',
      });
      if (!row) return { outcome: 'duplicate' } as const;
      return holdUnmatched(savepoint, row, 'notSettled', null);
    });
  }
}

export async function readStatementImport(ctx: StatementsContext, statementId: string) {
  const statement = await findStatement(ctx.db, statementId);
  if (!statement) throw new ApiError('statementNotFound');
  return statementWithLines(ctx, statement);
}

export async function statementWithLines(ctx: StatementsContext, statement: StatementRow) {
  const [tallies, lines] = await Promise.all([
    tallyLines(ctx.db, [statement.id]),
    linesOfStatement(ctx.db, statement.id),
  ]);
  return { statement, tallies, lines };
}

const newestCursor = { decode: decodeCursor, encode: encodeCursor };

export async function listStatementImports(
  ctx: StatementsContext,
  request: { limit: number; after?: string },
) {
  const page = await readKeysetPage(
    request,
    (query) => listStatementRows(ctx.db, query),
    newestCursor,
  );
  const tallies = await tallyLines(
    ctx.db,
    page.rows.map((row) => row.id),
  );
  return { page, tallies };
}

export function listUnmatchedLines(
  ctx: StatementsContext,
  request: { limit: number; after?: string },
) {
  return readKeysetPage(request, (query) => listUnmatched(ctx.db, query), {
    decode: decodeCursor,
    encode: (view: LineView) => encodeCursor({ createdAt: view.line.createdAt, id: view.line.id }),
  });
}
