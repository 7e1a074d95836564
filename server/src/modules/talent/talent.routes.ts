import type { FastifyInstance } from 'fastify';
import { findTalent, inviteToJob, myInvitation } from '@kaamyaab/shared-api/contract';
import { clockFor } from '../../lib/clock';
import { keptAnswers } from '../../lib/kept-answers';
import { route } from '../../lib/route';
import { serializeAnswer } from '../../lib/serialized-answer';
import { reputationsOf } from '../reputation';
import { presentInvitation, presentTalentPage } from './talent.presenter';
import { findTalent as find, inviteToJob as invite, readMyInvitation } from './talent.service';

/** Pages of the directory kept at once, each about 40 KB with its compressed forms. */
const PAGES_KEPT = 500;

/** The talent directory for companies, and invitations to apply. */
export async function talentRoutes(app: FastifyInstance) {
  const { now } = clockFor(app.config);

  // A page of the directory is the same each time one viewer asks the same thing: who sees a
  // freelancer's contact depends on the viewer. A profile edited, an account approved or closed,
  // a freelancer hired can change it; scores move with time, within the time limit.
  const pages = keptAnswers(app.bus, {
    max: PAGES_KEPT,
    ttlSeconds: app.config.MEMORY_CACHE_SECONDS,
    droppedBy: ['account.changed', 'application.accepted'],
  });

  route(app, findTalent, async ({ query }, ctx) =>
    pages.get(
      `${ctx.language} ${ctx.actor.type} ${ctx.actor.id} ${JSON.stringify(query)}`,
      async () => {
        const page = await find(ctx, ctx.actor, query);
        const ids = page.rows.map((row) => row.freelancer.id);
        const reputations = await reputationsOf(ctx.db, 'freelancer', ids, now());
        const answer = ctx.ok(
          presentTalentPage(page, reputations),
          'Freelancers fetched successfully',
        );
        return serializeAnswer(findTalent, answer);
      },
    ),
  );

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
