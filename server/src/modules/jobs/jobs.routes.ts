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
import { keptAnswers } from '../../lib/kept-answers';
import { serializeAnswer } from '../../lib/serialized-answer';
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

/** Pages of jobs kept at once, each about 40 KB with its compressed forms. */
const PAGES_KEPT = 1000;

/** The public contract's rows: post a job, list open jobs, list one company's jobs; then a job's life. */
export async function jobsRoutes(app: FastifyInstance) {
  // A page of open jobs, listed or searched, is the same for every reader of a language: the
  // parsed query (in its schema's key order, the cursor included) names it. A job posted, edited,
  // closed, reopened or filled can change any of them.
  const pages = keptAnswers(app.bus, {
    max: PAGES_KEPT,
    ttlSeconds: app.config.MEMORY_CACHE_SECONDS,
    droppedBy: ['jobs.posted', 'jobs.changed'],
  });

  route(app, postJob, async ({ body }, ctx) => {
    const row = await postJobAs({ ...ctx, bus: app.bus }, ctx.actor, body);
    return ctx.ok({ job: presentJob(row) }, 'Job posted successfully');
  });

  route(app, allJobs, async ({ query }, ctx) =>
    pages.get(`${ctx.language} all ${JSON.stringify(query)}`, async () =>
      serializeAnswer(
        allJobs,
        ctx.ok(presentJobsPage(await listAllJobs(ctx, query)), 'Jobs fetched successfully'),
      ),
    ),
  );

  route(app, searchJobs, async ({ query }, ctx) =>
    pages.get(`${ctx.language} search ${JSON.stringify(query)}`, async () =>
      serializeAnswer(
        searchJobs,
        ctx.ok(presentJobSearchPage(await search(ctx, query)), 'Jobs fetched successfully'),
      ),
    ),
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
