import type { FastifyInstance } from 'fastify';
import {
  allApplications,
  apply,
  decideApplication,
  jobApplications,
} from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import { presentApplication } from './applications.presenter';
import {
  applyForJob,
  decideApplication as decide,
  listFreelancerApplications,
  listJobApplications,
} from './applications.service';

/** Spec section 7: apply, a freelancer's applications, a job's applications, decide one. */
export async function applicationsRoutes(app: FastifyInstance) {
  route(app, apply, async ({ body }, ctx) => {
    const view = await applyForJob(ctx, ctx.actor, body);
    return ctx.ok({ application: presentApplication(view) }, 'Application submitted successfully');
  });

  route(app, allApplications, async ({ body }, ctx) => {
    const views = await listFreelancerApplications(ctx, ctx.actor, body?.freelancerId);
    return ctx.ok(views.map(presentApplication), 'Applications fetched successfully');
  });

  route(app, jobApplications, async ({ params }, ctx) => {
    const views = await listJobApplications(ctx, ctx.actor, params.jobId);
    return ctx.withKeys(
      { applications: views.map(presentApplication) },
      'Applications fetched successfully',
    );
  });

  route(app, decideApplication, async ({ params, body }, ctx) => {
    const view = await decide(ctx, ctx.actor, params.applicationId, body.status);
    return ctx.withKeys(
      { application: presentApplication(view) },
      'Application status updated successfully',
    );
  });
}
