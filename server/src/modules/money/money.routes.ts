import type { FastifyInstance } from 'fastify';
import {
  contractLedger,
  moneyStatement,
  moneyStatementCsv,
  moneySummary,
} from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import { presentStatementPage } from './money.presenter';
import * as money from './money.service';

/** A freelancer's Earnings and a company's Payments: the summary, the statement, its CSV. */
export async function moneyRoutes(app: FastifyInstance) {
  route(app, moneySummary, async (_input, ctx) => {
    const summary = await money.moneySummary(ctx, ctx.actor);
    return ctx.ok({ summary }, 'Money summary read');
  });

  route(app, moneyStatement, async ({ query }, ctx) => {
    const page = await money.moneyStatement(ctx, ctx.actor, query);
    return ctx.ok(presentStatementPage(page), 'Statement fetched');
  });

  route(app, moneyStatementCsv, async (_input, ctx) => {
    const csv = await money.moneyStatementCsv(ctx, ctx.actor);
    // Bytes, not a string: a string answer would go through the JSON serializer.
    return ctx.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="kaamyaab-statement.csv"')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(csv, 'utf8'));
  });

  route(app, contractLedger, async ({ params, query }, ctx) => {
    const page = await money.contractLedger(ctx, ctx.actor, params.contractId, query);
    return ctx.ok(presentStatementPage(page), 'Statement fetched');
  });
}
