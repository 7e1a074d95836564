import type { FastifyInstance } from 'fastify';
import {
  adminContracts,
  answerMilestone,
  answerOffer,
  counterOffer,
  myContracts,
  oneContract,
  proposeMilestone,
  sendOffer,
} from '@kaamyaab/shared-api/contract';
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

/**
 * Offers and the contract room (docs/decisions/028-contracts-and-escrow.md): each route calls its
 * service and answers the room as it is after the change.
 */
export async function contractsRoutes(app: FastifyInstance) {
  const settings: ContractSettings = {
    feeBps: app.config.PLATFORM_FEE_BPS,
    autoReleaseDays: app.config.AUTO_RELEASE_DAYS,
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
}
