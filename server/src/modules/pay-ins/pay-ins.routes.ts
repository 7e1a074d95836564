import type { FastifyInstance } from 'fastify';
import {
  confirmPayIn,
  milestonePayIn,
  payInQueue,
  refusePayIn,
  sendPayInProof,
  startPayIn,
} from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import type { ServiceContext } from '../../lib/service-context';
import { railsOf } from './bank-transfer.rail';
import type { PayInsContext } from './pay-ins.context';
import { presentAdminPayIn, presentPayIn, presentPayInsPage } from './pay-ins.presenter';
import * as admin from './pay-ins.admin.service';
import * as company from './pay-ins.service';

/**
 * Paying a milestone into escrow (docs/decisions/028-contracts-and-escrow.md): the company
 * starts a pay-in and sends its receipt; an admin confirms it against the bank statement or
 * refuses it.
 */
export async function payInsRoutes(app: FastifyInstance) {
  const rails = railsOf(app.config);
  const withRails = (ctx: ServiceContext): PayInsContext => ({
    db: ctx.db,
    log: ctx.log,
    rails,
    storage: app.storage,
    bus: app.bus,
  });

  route(app, startPayIn, async ({ params, body }, ctx) => {
    const payIn = await company.startPayIn(withRails(ctx), ctx.actor, params.milestoneId, body);
    return ctx.ok({ payIn: presentPayIn(payIn, rails) }, 'Pay-in started');
  });

  route(app, milestonePayIn, async ({ params }, ctx) => {
    const payIn = await company.readMilestonePayIn(withRails(ctx), ctx.actor, params.milestoneId);
    return ctx.ok({ payIn: payIn && presentPayIn(payIn, rails) }, 'Pay-in fetched');
  });

  route(app, sendPayInProof, async ({ params, body, files }, ctx) => {
    const payIn = await company.sendPayInProof(
      withRails(ctx),
      ctx.actor,
      params.payInId,
      body.transactionId,
      files.proof,
    );
    return ctx.ok({ payIn: presentPayIn(payIn, rails) }, 'Receipt sent for confirmation');
  });

  route(app, payInQueue, async ({ query }, ctx) => {
    const page = await admin.listPayInQueue(withRails(ctx), query);
    return ctx.ok(presentPayInsPage(page, rails), 'Pay-ins fetched');
  });

  route(app, confirmPayIn, async ({ params, body }, ctx) => {
    const view = await admin.confirmPayIn(withRails(ctx), ctx.actor, params.payInId, body);
    return ctx.ok({ payIn: presentAdminPayIn(view, rails) }, 'Pay-in confirmed');
  });

  route(app, refusePayIn, async ({ params, body }, ctx) => {
    const view = await admin.refusePayIn(withRails(ctx), ctx.actor, params.payInId, body.reason);
    return ctx.ok({ payIn: presentAdminPayIn(view, rails) }, 'Pay-in refused');
  });
}
