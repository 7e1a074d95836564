import type { FastifyInstance } from 'fastify';
import {
  MAX_STATEMENT_BYTES,
  StatementMapping,
  importStatement,
  listStatements,
  readStatement,
  resolveStatementLine,
  statementProblemsInEnglish,
  unmatchedLines,
  type StatementMapping as Mapping,
} from '@kaamyaab/shared-api/contract';
import { statementProblemsInUrdu, type Language } from '@kaamyaab/shared-api/translations';
import { ApiError, invalidInput } from '../../lib/api-error';
import { route } from '../../lib/route';
import type { ServiceContext } from '../../lib/service-context';
import { railsOf } from '../pay-ins';
import type { LineProblem } from './statement-layouts';
import type { StatementsContext } from './statements.context';
import { presentLine, presentStatement } from './statements.presenter';
import * as service from './statements.service';
import { resolveLine } from './resolve-line.service';

/**
 * Reconciling the partner bank's statement (docs/decisions/029-paying-in-and-out.md): an admin
 * uploads it, reads each import's report, and decides the credits nothing claimed.
 */

/** A line the file could not be read at, in the reader's language, with its line number. */
function problemIn(language: Language) {
  const table = language === 'ur' ? statementProblemsInUrdu : statementProblemsInEnglish;
  const line = language === 'ur' ? 'سطر' : 'Line';
  return (problem: LineProblem) =>
    `${line} ${problem.lineNumber}: ${table[problem.problem](problem.value)}`;
}

/** A mapped layout names its columns; the multipart fields arrive as text. */
function mappingOf(fields: Record<string, string | undefined>): Mapping {
  const parsed = StatementMapping.safeParse(fields);
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}

export async function statementsRoutes(app: FastifyInstance) {
  const rails = railsOf(app.config);
  const withRails = (ctx: ServiceContext): StatementsContext => ({
    db: ctx.db,
    log: ctx.log,
    rails,
    storage: app.storage,
    bus: app.bus,
  });

  route(app, importStatement, async ({ body, files }, ctx) => {
    const bytes = files.statement;
    if (!bytes) throw new ApiError('statementRequired');
    if (bytes.length > MAX_STATEMENT_BYTES) throw new ApiError('statementTooLarge');
    const { layout, ...fields } = body;
    const imported = await service.importStatement(
      withRails(ctx),
      ctx.actor,
      {
        bytes,
        fileName: fields.fileName ?? 'statement.csv',
        layout,
        mapping: layout === 'mapped' ? mappingOf(fields) : null,
      },
      problemIn(ctx.language),
    );
    const { statement, tallies, lines } = await service.statementWithLines(
      withRails(ctx),
      imported.statement,
    );
    return ctx.ok(
      {
        statement: presentStatement(statement, tallies),
        repeated: imported.repeated,
        lines: lines.map(presentLine),
      },
      imported.repeated ? 'Statement imported before' : 'Statement imported',
    );
  });

  route(app, listStatements, async ({ query }, ctx) => {
    const { page, tallies } = await service.listStatementImports(withRails(ctx), query);
    return ctx.ok(
      {
        statements: page.rows.map((row) => presentStatement(row, tallies)),
        limit: page.limit,
        nextCursor: page.nextCursor,
      },
      'Statements fetched',
    );
  });

  route(app, readStatement, async ({ params }, ctx) => {
    const { statement, tallies, lines } = await service.readStatementImport(
      withRails(ctx),
      params.statementId,
    );
    return ctx.ok(
      {
        statement: presentStatement(statement, tallies),
        repeated: true,
        lines: lines.map(presentLine),
      },
      'Statement fetched',
    );
  });

  route(app, unmatchedLines, async ({ query }, ctx) => {
    const page = await service.listUnmatchedLines(withRails(ctx), query);
    return ctx.ok(
      { lines: page.rows.map(presentLine), limit: page.limit, nextCursor: page.nextCursor },
      'Unmatched lines fetched',
    );
  });

  route(app, resolveStatementLine, async ({ params, body }, ctx) => {
    const view = await resolveLine(withRails(ctx), ctx.actor, params.lineId, body);
    return ctx.ok({ line: presentLine(view) }, 'Statement line resolved');
  });
}
