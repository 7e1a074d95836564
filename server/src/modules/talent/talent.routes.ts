import type { FastifyInstance } from 'fastify';
import { findTalent, inviteToJob, myInvitation } from '@kaamyaab/shared-api/contract';
import { clockFor } from '../../lib/clock';
import { route } from '../../lib/route';
import { reputationsOf } from '../reputation';
import { presentInvitation, presentTalentPage } from './talent.presenter';
import { findTalent as find, inviteToJob as invite, readMyInvitation } from './talent.service';

/** The talent directory for companies, and invitations to apply. */
export async function talentRoutes(app: FastifyInstance) {
  const { now } = clockFor(app.config);

  route(app, findTalent, async ({ query }, ctx) => {
    const page = await find(ctx, ctx.actor, query);
    const ids = page.rows.map((row) => row.freelancer.id);
    const reputations = await reputationsOf(ctx.db, 'freelancer', ids, now());
    return ctx.ok(presentTalentPage(page, reputations), 'Freelancers fetched successfully');
  });

  route(app, inviteToJob, async ({ body }, ctx) => {
    const invitation = await invite({ ...ctx, bus: app.bus }, ctx.actor, body);
    return ctx.ok({ invitation: presentInvitation(invitation) }, 'Invitation sent successfully');
  });

  route(app, myInvitation, async ({ params }, ctx) => {
    const found = await readMyInvitation(ctx, ctx.actor, params.jobId);
    const invitation = found
      ? { companyName: found.companyName, createdAt: found.createdAt.toISOString() }
      : null;
    return ctx.ok({ invitation }, 'Invitation fetched successfully');
  });
}
