import type { FastifyInstance } from 'fastify';
import { myScore, publicCompany, publicFreelancer } from '@kaamyaab/shared-api/contract';
import { clockFor } from '../../lib/clock';
import { route } from '../../lib/route';
import * as service from './reputation.service';

/** Public profiles and a party's own score (docs/decisions/032-reputation.md). */
export async function reputationRoutes(app: FastifyInstance) {
  const { now } = clockFor(app.config);

  route(app, publicFreelancer, async ({ params }, ctx) => {
    const profile = await service.publicProfile(ctx.db, 'freelancer', params.accountId, now());
    return ctx.ok({ profile }, 'Profile fetched');
  });

  route(app, publicCompany, async ({ params }, ctx) => {
    const profile = await service.publicProfile(ctx.db, 'company', params.accountId, now());
    return ctx.ok({ profile }, 'Profile fetched');
  });

  route(app, myScore, async (_request, ctx) => {
    const score = await service.myScore(ctx.db, ctx.actor, now());
    return ctx.ok({ score }, 'Score fetched');
  });
}
