import type { FastifyBaseLogger } from 'fastify';
import type { PostJobBody } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { isUuid } from '../../lib/ids';
import { forbidden, notFound } from '../../lib/http-errors';
import { canPostJob, canReadCompanyJobs, isOwnIdOrAbsent, type Actor } from './jobs.policy';
import {
  companyExists,
  countJobs,
  findJobWithCompany,
  insertJob,
  listJobsByCompany,
  listJobsPage,
  type JobWithCompany,
} from './jobs.repository';

/** What every jobs and applications service call needs besides its arguments. */
export interface ServiceContext {
  db: Database;
  log: FastifyBaseLogger;
}

export const jobErrors = {
  postForbidden: 'Only an approved company can post jobs.',
  postAsOther: 'You can only post jobs as your own company.',
  readOtherCompany: 'You can only see the jobs your own company posted.',
  companyNotFound: 'Company not found.',
} as const;

export async function postJob(
  ctx: ServiceContext,
  actor: Actor,
  body: PostJobBody,
): Promise<JobWithCompany> {
  if (!canPostJob(actor)) throw forbidden(jobErrors.postForbidden);
  if (!isOwnIdOrAbsent(actor, body.postedBy)) {
    // A body naming another company is either a bug or an attempt: refuse it and leave a trace.
    ctx.log.warn({ actorId: actor.id, claimed: body.postedBy }, 'post-job with a foreign postedBy');
    throw forbidden(jobErrors.postAsOther);
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
  if (!isUuid(companyId)) throw notFound(jobErrors.companyNotFound);
  if (!canReadCompanyJobs(actor, companyId)) {
    ctx.log.warn({ actorId: actor.id, claimed: companyId }, 'jobs-posted for another company');
    throw forbidden(jobErrors.readOtherCompany);
  }
  if (actor.type === 'admin' && !(await companyExists(ctx.db, companyId))) {
    throw notFound(jobErrors.companyNotFound);
  }
  return listJobsByCompany(ctx.db, companyId);
}
