import type { FastifyInstance } from 'fastify';
import {
  addPayoutMethod,
  adminPayouts,
  approvePayout,
  cancelPayout,
  choosePayoutMethod,
  dormantEarnings,
  makePayoutBatch,
  payOutRemaining,
  payoutBatches,
  payoutBatchFile,
  payoutsOverview,
  recordPayoutResult,
  removePayoutMethod,
  requestPayout,
  sendPayoutBatch,
} from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import type { ServiceContext } from '../../lib/service-context';
import { payoutRailsOf, payoutTermsOf, presentTerms, type PayoutsContext } from './payouts.context';
import {
  presentAdminPayout,
  presentBatch,
  presentMethod,
  presentPayout,
} from './payouts.presenter';
import * as admin from './payouts.admin.service';
import * as freelancer from './payouts.service';
import * as remaining from './remaining-earnings.service';

/**
 * Paying earnings out (docs/decisions/029-paying-in-and-out.md): the freelancer's methods,
 * requests and cancellations; the admins' approvals, batches, rails and results.
 */
export async function payoutsRoutes(app: FastifyInstance) {
  const terms = payoutTermsOf(app.config);
  const rails = payoutRailsOf(app.config);
  const withPayouts = (ctx: ServiceContext): PayoutsContext => ({
    db: ctx.db,
    log: ctx.log,
    terms,
    rails,
    bus: app.bus,
  });

  route(app, payoutsOverview, async (_input, ctx) => {
    const { availablePaisa, methods, payouts } = await freelancer.payoutsOverview(
      withPayouts(ctx),
      ctx.actor,
    );
    const overview = {
      availablePaisa,
      terms: presentTerms(terms),
      methods: methods.map(presentMethod),
      payouts: payouts.map(presentPayout),
    };
    return ctx.ok({ overview }, 'Payouts fetched');
  });

  route(app, addPayoutMethod, async ({ body }, ctx) => {
    const method = await freelancer.addMethod(withPayouts(ctx), ctx.actor, body);
    return ctx.ok({ method: presentMethod(method) }, 'Payout method saved');
  });

  route(app, removePayoutMethod, async ({ params }, ctx) => {
    const methods = await freelancer.removeOwnMethod(withPayouts(ctx), ctx.actor, params.methodId);
    return ctx.ok({ methods: methods.map(presentMethod) }, 'Payout method removed');
  });

  route(app, choosePayoutMethod, async ({ params }, ctx) => {
    const methods = await freelancer.chooseDefault(withPayouts(ctx), ctx.actor, params.methodId);
    return ctx.ok({ methods: methods.map(presentMethod) }, 'Default payout method chosen');
  });

  route(app, requestPayout, async ({ body }, ctx) => {
    const payout = await freelancer.requestPayout(withPayouts(ctx), ctx.actor, body);
    return ctx.ok({ payout: presentPayout(payout) }, 'Payout requested');
  });

  route(app, cancelPayout, async ({ params }, ctx) => {
    const payout = await freelancer.cancelPayout(withPayouts(ctx), ctx.actor, params.payoutId);
    return ctx.ok({ payout: presentPayout(payout) }, 'Payout cancelled');
  });

  route(app, adminPayouts, async ({ query }, ctx) => {
    const page = await admin.listPayoutQueue(withPayouts(ctx), query);
    return ctx.ok(
      {
        payouts: page.rows.map(presentAdminPayout),
        limit: page.limit,
        nextCursor: page.nextCursor,
      },
      'Payouts fetched',
    );
  });

  route(app, approvePayout, async ({ params }, ctx) => {
    const view = await admin.approvePayout(withPayouts(ctx), ctx.actor, params.payoutId);
    return ctx.ok({ payout: presentAdminPayout(view) }, 'Payout approved');
  });

  route(app, recordPayoutResult, async ({ params, body }, ctx) => {
    const view = await admin.recordResult(withPayouts(ctx), ctx.actor, params.payoutId, body);
    return ctx.ok({ payout: presentAdminPayout(view) }, 'Payout result recorded');
  });

  route(app, makePayoutBatch, async ({ body }, ctx) => {
    const { batch, counts } = await admin.makeBatch(withPayouts(ctx), ctx.actor, body);
    return ctx.ok({ batch: presentBatch(batch, counts) }, 'Payout batch made');
  });

  route(app, payoutBatches, async (_input, ctx) => {
    const batches = await admin.listBatchesWithCounts(withPayouts(ctx));
    return ctx.ok(
      { batches: batches.map(({ batch, counts }) => presentBatch(batch, counts)) },
      'Payout batches fetched',
    );
  });

  route(app, sendPayoutBatch, async ({ params }, ctx) => {
    const { batch, counts } = await admin.sendBatch(withPayouts(ctx), ctx.actor, params.batchId);
    return ctx.ok({ batch: presentBatch(batch, counts) }, 'Payout batch sent');
  });

  route(app, payoutBatchFile, async ({ params }, ctx) => {
    const file = await admin.batchFile(withPayouts(ctx), params.batchId);
    // Bytes, not a string: a string answer would go through the JSON serializer.
    return ctx.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.body, 'utf8'));
  });

  route(app, dormantEarnings, async (_input, ctx) => {
    const accounts = await remaining.listDormantEarnings(withPayouts(ctx));
    return ctx.ok({ accounts }, 'Accounts with earnings left fetched');
  });

  route(app, payOutRemaining, async ({ params, body }, ctx) => {
    const payoutId = await remaining.payOutRemaining(
      withPayouts(ctx),
      ctx.actor,
      params.freelancerId,
      body.idempotencyKey,
    );
    const view = await admin.adminViewOf(withPayouts(ctx), payoutId);
    return ctx.ok(
      { payout: presentAdminPayout(view) },
      'Payout of the remaining earnings requested',
    );
  });
}
