import type { FastifyInstance } from 'fastify';
import { allJobs, jobsPosted, postJob } from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import { presentJob } from './jobs.presenter';
import { listAllJobs, listCompanyJobs, postJob as postJobAs } from './jobs.service';

/** Spec section 7: post a job, list every job (paged), list one company's jobs. */
export async function jobsRoutes(app: FastifyInstance) {
  route(app, postJob, async ({ body }, ctx) => {
    const row = await postJobAs(ctx, ctx.actor, body);
    return ctx.ok({ job: presentJob(row) }, 'Job posted successfully');
  });

  route(app, allJobs, async ({ query }, ctx) => {
    const { rows, total, page, limit } = await listAllJobs(ctx, query);
    return ctx.ok({ jobs: rows.map(presentJob), total, page, limit }, 'Jobs fetched successfully');
  });

  route(app, jobsPosted, async ({ params }, ctx) => {
    const rows = await listCompanyJobs(ctx, ctx.actor, params.companyId);
    return ctx.ok({ jobs: rows.map(presentJob) }, 'Jobs fetched successfully');
  });
}
