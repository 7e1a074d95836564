import type { FastifyInstance } from 'fastify';
import {
  allApplications,
  apply,
  decideApplication,
  jobApplications,
  myApplications,
  withdrawApplication,
} from '@kaamyaab/shared-api/contract';
import { clockFor } from '../../lib/clock';
import { route } from '../../lib/route';
import { reputationsOf } from '../reputation';
import {
  presentApplication,
  presentMyApplication,
  presentMyApplicationsPage,
} from './applications.presenter';
import {
  applyForJob,
  decideApplication as decide,
  listFreelancerApplications,
  listJobApplications,
} from './applications.service';
import { listMyApplications, withdrawApplication as withdraw } from './my-applications.service';

/**
 * The public contract's rows: apply, a freelancer's applications, a job's applications, decide
 * one; then My Applications, paged, and withdrawing one.
 */
export async function applicationsRoutes(app: FastifyInstance) {
  const { now } = clockFor(app.config);
  route(app, apply, async ({ body }, ctx) => {
    const view = await applyForJob(ctx, ctx.actor, body);
    return ctx.ok({ application: presentApplication(view) }, 'Application submitted successfully');
  });

  route(app, allApplications, async ({ body }, ctx) => {
    const views = await listFreelancerApplications(ctx, ctx.actor, body?.freelancerId);
    return ctx.ok(views.map(presentApplication), 'Applications fetched successfully');
  });

  route(app, jobApplications, async ({ params, query }, ctx) => {
    const { rows, limit, nextCursor } = await listJobApplications(
      ctx,
      ctx.actor,
      params.jobId,
      query,
    );
    const reputations = await reputationsOf(
      ctx.db,
      'freelancer',
      rows.map((row) => row.application.freelancerId),
      now(),
    );
    const applications = rows.map((row) => ({
      ...presentApplication(row),
      applicantReputation: reputations.get(row.application.freelancerId)!,
    }));
    return ctx.withKeys({ applications, limit, nextCursor }, 'Applications fetched successfully');
  });

  route(app, decideApplication, async ({ params, body }, ctx) => {
    const view = await decide(
      { ...ctx, bus: app.bus },
      ctx.actor,
      params.applicationId,
      body.status,
    );
    return ctx.withKeys(
      { application: presentApplication(view) },
      'Application status updated successfully',
    );
  });

  route(app, myApplications, async ({ query }, ctx) => {
    const page = await listMyApplications(ctx, ctx.actor, query);
    return ctx.ok(presentMyApplicationsPage(page), 'Applications fetched successfully');
  });

  route(app, withdrawApplication, async ({ params }, ctx) => {
    const view = await withdraw(ctx, ctx.actor, params.applicationId);
    return ctx.ok({ application: presentMyApplication(view) }, 'Application withdrawn');
  });
}
