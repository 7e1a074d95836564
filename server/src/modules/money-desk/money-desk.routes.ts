import type { FastifyInstance } from 'fastify';
import { moneyAudit, moneyDesk } from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import { readMoneyAudit, readMoneyDesk } from './money-desk.service';

/** The admins' money desk: the queues and holdings, and the audit trail of money decisions. */
export async function moneyDeskRoutes(app: FastifyInstance) {
  route(app, moneyDesk, async (_input, ctx) =>
    ctx.ok({ desk: await readMoneyDesk(ctx) }, 'Money desk read'),
  );
  route(app, moneyAudit, async ({ query }, ctx) =>
    ctx.ok(await readMoneyAudit(ctx, query), 'Money audit fetched'),
  );
}
