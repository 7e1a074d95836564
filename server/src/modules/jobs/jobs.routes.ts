import type { FastifyInstance } from 'fastify';
import {
  allJobs,
  changeJobStatus,
  editJob,
  jobsPosted,
  oneJob,
  postJob,
  searchJobs,
} from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import { serializeAnswer } from '../../lib/serialized-answer';
import { firstPageCache } from './first-page-cache';
import { changeJobStatus as changeStatus, editJob as edit } from './job-life.service';
import { searchJobs as search } from './job-search.service';
import {
  presentFoundJob,
  presentJob,
  presentJobSearchPage,
  presentJobsPage,
  presentPostedJob,
  presentPostedJobsPage,
} from './jobs.presenter';
import { listAllJobs, listCompanyJobs, postJob as postJobAs, readJob } from './jobs.service';

/** The public contract's rows: post a job, list open jobs, list one company's jobs; then a job's life. */
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

  route(app, searchJobs, async ({ query }, ctx) =>
    ctx.ok(presentJobSearchPage(await search(ctx, query)), 'Jobs fetched successfully'),
  );

  route(app, oneJob, async ({ params }, ctx) =>
    ctx.ok({ job: presentFoundJob(await readJob(ctx, params.jobId)) }, 'Job fetched successfully'),
  );

  route(app, jobsPosted, async ({ params, query }, ctx) => {
    const page = await listCompanyJobs(ctx, ctx.actor, params.companyId, query);
    return ctx.ok(presentPostedJobsPage(page), 'Jobs fetched successfully');
  });

  route(app, editJob, async ({ params, body }, ctx) => {
    const job = await edit({ ...ctx, bus: app.bus }, ctx.actor, params.jobId, body);
    return ctx.ok({ job: presentPostedJob(job) }, 'Job updated successfully');
  });

  route(app, changeJobStatus, async ({ params, body }, ctx) => {
    const job = await changeStatus({ ...ctx, bus: app.bus }, ctx.actor, params.jobId, body.status);
    const done = body.status === 'closed' ? 'Job closed successfully' : 'Job reopened successfully';
    return ctx.ok({ job: presentPostedJob(job) }, done);
  });
}
