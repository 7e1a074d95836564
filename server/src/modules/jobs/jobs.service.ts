import type { PostJobBody } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import type { EventBus } from '../../lib/event-bus';
import { isUuid } from '../../lib/ids';
import { readKeysetPage, type KeysetPage } from '../../lib/keyset-page';
import { isOwnIdOrAbsent, type Actor, type ServiceContext } from '../../lib/service-context';
import { newestCursor } from '../../lib/keyset-cursor';
import { canPostJob, canReadCompanyJobs } from './jobs.policy';
import {
  companyExists,
  findJobWithCompany,
  insertJob,
  listCompanyJobsPage,
  listOpenJobsPage,
  type JobWithCompany,
  type PostedJob,
} from './jobs.repository';

/** Posting and every later change tell the bus, so every process's lists of jobs are refreshed. */
export interface JobsContext extends ServiceContext {
  bus: EventBus;
}

export async function postJob(
  ctx: JobsContext,
  actor: Actor,
  body: PostJobBody,
): Promise<JobWithCompany> {
  if (!canPostJob(actor)) throw new ApiError('postForbidden');
  if (!isOwnIdOrAbsent(actor, body.postedBy)) {
    // A body naming another company is either a bug or an attempt: refuse it and leave a trace.
    ctx.log.warn({ actorId: actor.id, claimed: body.postedBy }, 'post-job with a foreign postedBy');
    throw new ApiError('postAsOther');
  }
  const row = await insertJob(ctx.db, {
    companyId: actor.id,
    title: body.title,
    description: body.description,
    projectType: body.projectType,
    experienceLevel: body.experienceLevel,
    jobCategory: body.jobCategory,
    skills: body.skills,
    budget: body.budget,
    duration: body.duration,
    numberOfFreelancers: body.numberOfFreelancers,
  });
  ctx.bus.publish('jobs.posted', { jobId: row.id, companyId: actor.id });
  return (await findJobWithCompany(ctx.db, row.id)) ?? { job: row, companyName: null };
}

/** One job, whatever its state: its page can be shared, and outlives the job's hiring. */
export async function readJob(ctx: ServiceContext, jobId: string): Promise<JobWithCompany> {
  const row = isUuid(jobId) ? await findJobWithCompany(ctx.db, jobId) : undefined;
  if (!row) throw new ApiError('jobNotFound');
  return row;
}

export interface JobsPageRequest {
  limit: number;
  /** The previous page's nextCursor. */
  after?: string;
}

export type JobsPageResult<Row = JobWithCompany> = KeysetPage<Row>;

/** The lists' own cursor: the last job's creation time and id. */
const newestJobs = newestCursor((row: JobWithCompany) => row.job);

/** Every open job, newest first; without `after`, the newest page. */
export function listAllJobs(ctx: ServiceContext, request: JobsPageRequest) {
  return readKeysetPage(request, (query) => listOpenJobsPage(ctx.db, query), newestJobs);
}

export async function listCompanyJobs(
  ctx: ServiceContext,
  actor: Actor,
  companyId: string,
  request: JobsPageRequest,
): Promise<JobsPageResult<PostedJob>> {
  if (!isUuid(companyId)) throw new ApiError('companyNotFound');
  if (!canReadCompanyJobs(actor, companyId)) {
    ctx.log.warn({ actorId: actor.id, claimed: companyId }, 'jobs-posted for another company');
    throw new ApiError('readOtherCompany');
  }
  if (actor.type === 'admin' && !(await companyExists(ctx.db, companyId))) {
    throw new ApiError('companyNotFound');
  }
  return readKeysetPage(
    request,
    (query) => listCompanyJobsPage(ctx.db, companyId, query),
    newestJobs,
  );
}
