import type { FastifyInstance } from 'fastify';
import {
  addBonus,
  adminContracts,
  answerMilestone,
  answerOffer,
  approveMilestone,
  counterOffer,
  endContract,
  myContracts,
  oneContract,
  proposeMilestone,
  releasePart,
  requestChanges,
  sendOffer,
  submitWork,
} from '@kaamyaab/shared-api/contract';
import { clockFor } from '../../lib/clock';
import { route } from '../../lib/route';
import { presentContract, presentContractsPage } from './contracts.presenter';
import {
  answerMilestone as answerProposal,
  answerOffer as answer,
  counterOffer as counter,
  listAllContracts,
  listMyContracts,
  proposeMilestone as propose,
  readContract,
  sendOffer as send,
  type ContractSettings,
} from './contracts.service';
import {
  addBonus as bonus,
  approveMilestone as approve,
  endContract as end,
  MAX_WORK_FILES,
  releasePart as release,
  requestChanges as askChanges,
  submitWork as submit,
} from './work.service';

/**
 * Offers and the contract room (docs/decisions/028-contracts-and-escrow.md): each route calls its
 * service and answers the room as it is after the change.
 */
export async function contractsRoutes(app: FastifyInstance) {
  const settings: ContractSettings = {
    feeBps: app.config.PLATFORM_FEE_BPS,
    autoReleaseDays: app.config.AUTO_RELEASE_DAYS,
    now: clockFor(app.config).now,
  };

  route(app, sendOffer, async ({ body }, ctx) => {
    const room = await send({ ...ctx, settings }, ctx.actor, body);
    return ctx.ok({ contract: presentContract(room) }, 'Offer sent');
  });

  route(app, answerOffer, async ({ params, body }, ctx) => {
    const room = await answer({ ...ctx, settings }, ctx.actor, params.contractId, body);
    return ctx.ok(
      { contract: presentContract(room) },
      body.action === 'accept' ? 'Offer accepted' : 'Offer declined',
    );
  });

  route(app, counterOffer, async ({ params, body }, ctx) => {
    const room = await counter({ ...ctx, settings }, ctx.actor, params.contractId, body);
    return ctx.ok({ contract: presentContract(room) }, 'Counter-offer sent');
  });

  route(app, myContracts, async ({ query }, ctx) => {
    const page = await listMyContracts(ctx, ctx.actor, query);
    return ctx.ok(presentContractsPage(page), 'Contracts fetched successfully');
  });

  route(app, oneContract, async ({ params }, ctx) => {
    const room = await readContract(ctx, ctx.actor, params.contractId);
    return ctx.ok({ contract: presentContract(room) }, 'Contract fetched successfully');
  });

  route(app, adminContracts, async ({ query }, ctx) => {
    const page = await listAllContracts(ctx, query);
    return ctx.ok(presentContractsPage(page), 'Contracts fetched successfully');
  });

  route(app, proposeMilestone, async ({ params, body }, ctx) => {
    const room = await propose(ctx, ctx.actor, params.contractId, body);
    return ctx.ok({ contract: presentContract(room) }, 'Milestone proposed');
  });

  route(app, answerMilestone, async ({ params, body }, ctx) => {
    const room = await answerProposal(ctx, ctx.actor, params.contractId, params.milestoneId, body);
    return ctx.ok({ contract: presentContract(room) }, 'Milestone answered');
  });

  // The work and its release.

  route(
    app,
    submitWork,
    async ({ params, body, fileLists }, ctx) => {
      const room = await submit(
        { ...ctx, settings, storage: app.storage },
        ctx.actor,
        params.milestoneId,
        {
          note: body.note,
          files: fileLists.files ?? [],
        },
      );
      return ctx.ok({ contract: presentContract(room) }, 'Work submitted');
    },
    { maxFiles: MAX_WORK_FILES },
  );

  route(app, requestChanges, async ({ params, body }, ctx) => {
    const room = await askChanges(ctx, ctx.actor, params.milestoneId, body.reason);
    return ctx.ok({ contract: presentContract(room) }, 'Changes requested');
  });

  route(app, approveMilestone, async ({ params, body }, ctx) => {
    const room = await approve(ctx, ctx.actor, params.milestoneId, body.idempotencyKey);
    return ctx.ok({ contract: presentContract(room) }, 'Milestone approved');
  });

  route(app, releasePart, async ({ params, body }, ctx) => {
    const room = await release(ctx, ctx.actor, params.milestoneId, body);
    return ctx.ok({ contract: presentContract(room) }, 'Payment released');
  });

  route(app, addBonus, async ({ params, body }, ctx) => {
    const room = await bonus(ctx, ctx.actor, params.contractId, body);
    return ctx.ok({ contract: presentContract(room) }, 'Bonus added');
  });

  route(app, endContract, async ({ params, body }, ctx) => {
    const room = await end(ctx, ctx.actor, params.contractId, body);
    return ctx.ok({ contract: presentContract(room) }, 'Contract ended');
  });
}
