import type { FastifyInstance } from 'fastify';
import { allJobs, jobsPosted, postJob } from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import { serializeAnswer } from '../../lib/serialized-answer';
import { firstPageCache } from './first-page-cache';
import { presentJobsPage, presentJob } from './jobs.presenter';
import { listAllJobs, listCompanyJobs, postJob as postJobAs } from './jobs.service';

/** Spec section 7: post a job, list every job, list one company's jobs (both lists paged). */
export async function jobsRoutes(app: FastifyInstance) {
  const firstPages = firstPageCache(app.bus, app.config.MEMORY_CACHE_SECONDS);

  route(app, postJob, async ({ body }, ctx) => {
    const row = await postJobAs({ ...ctx, bus: app.bus }, ctx.actor, body);
    return ctx.ok({ job: presentJob(row) }, 'Job posted successfully');
  });

  route(app, allJobs, async ({ query }, ctx) => {
    const read = async () =>
      ctx.ok(presentJobsPage(await listAllJobs(ctx, query)), 'Jobs fetched successfully');
    if (query.after !== undefined) return read();
    return firstPages.get(query.limit, async () => serializeAnswer(allJobs, await read()));
  });

  route(app, jobsPosted, async ({ params, query }, ctx) => {
    const page = await listCompanyJobs(ctx, ctx.actor, params.companyId, query);
    return ctx.ok(presentJobsPage(page), 'Jobs fetched successfully');
  });
}
