import type { FastifyInstance } from 'fastify';
import {
  deactivateForCause,
  decideAppeal,
  listAppeals,
  moderationQueue,
  myStanding,
  resolveReports,
  sendAppeal,
  sendReport,
} from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import type { ServiceContext } from '../../lib/service-context';
import * as appeals from './appeals.service';
import * as reports from './reports.service';

/** Reports, the moderation queue, deactivation for cause and appeals (decision 033). */
export async function moderationRoutes(app: FastifyInstance) {
  const withBus = (ctx: ServiceContext): reports.ModerationContext => ({
    db: ctx.db,
    log: ctx.log,
    bus: app.bus,
    reportLimit: app.limits.reports,
  });

  route(app, sendReport, async ({ body }, ctx) =>
    ctx.ok({ report: await reports.sendReport(withBus(ctx), ctx.actor, body) }, 'Report sent'),
  );
  route(app, moderationQueue, async (_input, ctx) =>
    ctx.ok({ targets: await reports.readQueue(ctx.db) }, 'Reports fetched'),
  );
  route(app, resolveReports, async ({ params, body }, ctx) =>
    ctx.ok(await reports.resolveReports(withBus(ctx), ctx.actor, params, body), 'Reports resolved'),
  );
  route(app, deactivateForCause, async ({ params, body }, ctx) =>
    ctx.ok(
      await appeals.deactivateForCause(withBus(ctx), ctx.actor, params, body),
      'Account deactivated for cause',
    ),
  );
  route(app, myStanding, async (_input, ctx) =>
    ctx.ok({ standing: await appeals.readStanding(withBus(ctx), ctx.actor) }, 'Standing fetched'),
  );
  route(app, sendAppeal, async ({ body }, ctx) =>
    ctx.ok({ standing: await appeals.sendAppeal(withBus(ctx), ctx.actor, body) }, 'Appeal sent'),
  );
  route(app, listAppeals, async (_input, ctx) =>
    ctx.ok({ appeals: await appeals.listAppeals(withBus(ctx)) }, 'Appeals fetched'),
  );
  route(app, decideAppeal, async ({ params, body }, ctx) =>
    ctx.ok(
      { appeal: await appeals.decideAppeal(withBus(ctx), ctx.actor, params.appealId, body) },
      'Appeal decided',
    ),
  );
}
