import type { FastifyInstance } from 'fastify';
import {
  acceptDispute,
  addDisputeEvidence,
  adminDispute,
  adminDisputes,
  answerDispute,
  contractDisputes,
  decideDispute,
  MAX_DISPUTE_FILES,
  openDispute,
} from '@kaamyaab/shared-api/contract';
import { clockFor } from '../../lib/clock';
import { route } from '../../lib/route';
import type { ServiceContext } from '../../lib/service-context';
import { startDisputeSweep } from './dispute-sweep';
import { readContractDisputes, readDispute, readDisputesPage } from './dispute-reads.service';
import type { DisputeSettings, DisputesContext } from './disputes.context';
import * as service from './disputes.service';

/** Disputes over a milestone's escrow (docs/decisions/031-disputes.md). */
export async function disputesRoutes(app: FastifyInstance) {
  const settings: DisputeSettings = {
    answerDays: app.config.DISPUTE_ANSWER_DAYS,
    now: clockFor(app.config).now,
  };
  const withSettings = (ctx: ServiceContext): DisputesContext => ({
    db: ctx.db,
    log: ctx.log,
    bus: app.bus,
    settings,
  });
  startDisputeSweep(app, withSettings({ db: app.db, log: app.log }), app.config.DISPUTE_SWEEP_MS);

  route(app, contractDisputes, async ({ params }, ctx) =>
    ctx.ok(await readContractDisputes(ctx, ctx.actor, params.contractId), 'Disputes fetched'),
  );

  route(app, openDispute, async ({ params, body }, ctx) => {
    const id = await service.openDispute(withSettings(ctx), ctx.actor, params.milestoneId, body);
    return ctx.ok({ dispute: await readDispute(ctx, id) }, 'Dispute opened');
  });

  route(app, answerDispute, async ({ params, body }, ctx) => {
    const id = await service.answerDispute(withSettings(ctx), ctx.actor, params.disputeId, body);
    return ctx.ok({ dispute: await readDispute(ctx, id) }, 'Dispute answered');
  });

  route(app, acceptDispute, async ({ params, body }, ctx) => {
    const id = await service.acceptDispute(withSettings(ctx), ctx.actor, params.disputeId, body);
    return ctx.ok({ dispute: await readDispute(ctx, id) }, 'Dispute settled');
  });

  route(
    app,
    addDisputeEvidence,
    async ({ params, fileLists }, ctx) => {
      const id = await service.addEvidence(
        { ...withSettings(ctx), storage: app.storage },
        ctx.actor,
        params.disputeId,
        fileLists.files ?? [],
      );
      return ctx.ok({ dispute: await readDispute(ctx, id) }, 'Evidence added');
    },
    { maxFiles: MAX_DISPUTE_FILES },
  );

  route(app, adminDisputes, async ({ query }, ctx) =>
    ctx.ok(await readDisputesPage(ctx, query), 'Disputes fetched'),
  );

  route(app, adminDispute, async ({ params }, ctx) =>
    ctx.ok({ dispute: await readDispute(ctx, params.disputeId) }, 'Dispute fetched'),
  );

  route(app, decideDispute, async ({ params, body }, ctx) => {
    const id = await service.decideDispute(withSettings(ctx), ctx.actor, params.disputeId, body);
    return ctx.ok({ dispute: await readDispute(ctx, id) }, 'Dispute decided');
  });
}
