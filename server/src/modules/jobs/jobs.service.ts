import type { PostJobBody } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import { isOwnIdOrAbsent, type Actor, type ServiceContext } from '../../lib/service-context';
import { canPostJob, canReadCompanyJobs } from './jobs.policy';
import {
  companyExists,
  countJobs,
  findJobWithCompany,
  insertJob,
  listJobsByCompany,
  listJobsPage,
  type JobWithCompany,
} from './jobs.repository';

export async function postJob(
  ctx: ServiceContext,
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
  return (await findJobWithCompany(ctx.db, row.id)) ?? { job: row, companyName: null };
}

export interface JobsPageResult {
  rows: JobWithCompany[];
  total: number;
  page: number;
  limit: number;
}

/** Newest first; page 1 is the default, so clients that send no page get the newest jobs. */
export async function listAllJobs(
  ctx: ServiceContext,
  { page, limit }: { page: number; limit: number },
): Promise<JobsPageResult> {
  const [rows, total] = await Promise.all([
    listJobsPage(ctx.db, { offset: (page - 1) * limit, limit }),
    countJobs(ctx.db),
  ]);
  return { rows, total, page, limit };
}

export async function listCompanyJobs(
  ctx: ServiceContext,
  actor: Actor,
  companyId: string,
): Promise<JobWithCompany[]> {
  if (!isUuid(companyId)) throw new ApiError('companyNotFound');
  if (!canReadCompanyJobs(actor, companyId)) {
    ctx.log.warn({ actorId: actor.id, claimed: companyId }, 'jobs-posted for another company');
    throw new ApiError('readOtherCompany');
  }
  if (actor.type === 'admin' && !(await companyExists(ctx.db, companyId))) {
    throw new ApiError('companyNotFound');
  }
  return listJobsByCompany(ctx.db, companyId);
}
