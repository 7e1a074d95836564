import type { JobStatusChange, PostJobBody } from '@kaamyaab/shared-api/contract';
import type { Transaction } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import { isOwnIdOrAbsent, type Actor } from '../../lib/service-context';
import { jobClosed, jobFilled, jobReopened } from './job-events';
import { canChangeJob } from './jobs.policy';
import {
  countAccepted,
  findPostedJob,
  lockJob,
  pendingApplicationIds,
  updateJob,
  type JobRow,
  type PostedJob,
} from './jobs.repository';
import type { JobsContext } from './jobs.service';
import { announce, type Told } from '../notifications';

/**
 * A job's life after posting (docs/decisions/014-the-jobs-life.md): its company edits it, closes
 * it or reopens it. Each change locks the job's row first, as an accept does, so changes and
 * accepts on one job happen one at a time. Lists of jobs are told after the commit, never before,
 * so no process reloads a list that misses the change.
 */

/** The job locked for its own company, or the refusal. */
async function ownJob(tx: Transaction, actor: Actor, jobId: string): Promise<JobRow> {
  const job = await lockJob(tx, jobId);
  if (!job) throw new ApiError('jobNotFound');
  if (!canChangeJob(actor, job.companyId)) throw new ApiError('notJobEditor');
  return job;
}

const sameTerms = (job: JobRow, body: PostJobBody) =>
  job.title === body.title &&
  job.description === body.description &&
  job.projectType === body.projectType &&
  job.experienceLevel === body.experienceLevel &&
  job.jobCategory === body.jobCategory &&
  job.budget === body.budget &&
  job.duration === body.duration &&
  job.skills.length === body.skills.length &&
  job.skills.every((skill, index) => skill === body.skills[index]);

/** Filled exactly while accepted applications reach the number needed; closed stays closed. */
const statusAfterEdit = (job: JobRow, needed: number, accepted: number) =>
  job.status === 'closed' ? 'closed' : accepted >= needed ? 'filled' : 'open';

/** A refusal passes through; one that names another company's job leaves a trace. */
function refused(ctx: JobsContext, actor: Actor, jobId: string, error: unknown): never {
  if (error instanceof ApiError && error.code === 'notJobEditor')
    ctx.log.warn({ actorId: actor.id, jobId }, "a change to another company's job");
  throw error;
}

async function afterChange(ctx: JobsContext, jobId: string): Promise<PostedJob> {
  const job = await findPostedJob(ctx.db, jobId);
  if (!job) throw new ApiError('jobNotFound');
  ctx.bus.publish('jobs.changed', { jobId, companyId: job.job.companyId });
  return job;
}

/**
 * The company rewrites its job with the post-job form's rules. The accepted freelancers agreed to
 * the job as it was, so once one is accepted only the number needed may change, and never below
 * the number accepted; raising it reopens a filled job.
 */
export async function editJob(
  ctx: JobsContext,
  actor: Actor,
  jobId: string,
  body: PostJobBody,
): Promise<PostedJob> {
  if (!isUuid(jobId)) throw new ApiError('jobNotFound');
  if (!isOwnIdOrAbsent(actor, body.postedBy)) throw new ApiError('postAsOther');
  const told = await ctx.db
    .transaction(async (tx) => {
      const job = await ownJob(tx, actor, jobId);
      const accepted = await countAccepted(tx, jobId);
      if (accepted > 0 && !sameTerms(job, body)) throw new ApiError('jobHasAccepted');
      if (body.numberOfFreelancers < accepted)
        throw new ApiError('belowAccepted', { params: { accepted } });
      const status = statusAfterEdit(job, body.numberOfFreelancers, accepted);
      const { postedBy: _postedBy, ...terms } = body;
      await updateJob(tx, jobId, { ...terms, status });
      if (status === job.status) return [];
      const waiting = await pendingApplicationIds(tx, jobId);
      return status === 'open' ? jobReopened(ctx, job, waiting) : jobFilled(ctx, tx, job, waiting);
    })
    .catch((error: unknown) => refused(ctx, actor, jobId, error));
  announce(ctx.bus, told);
  return afterChange(ctx, jobId);
}

/** Close an open or filled job; reopen a closed one that still needs freelancers. */
export async function changeJobStatus(
  ctx: JobsContext,
  actor: Actor,
  jobId: string,
  wanted: JobStatusChange,
): Promise<PostedJob> {
  if (!isUuid(jobId)) throw new ApiError('jobNotFound');
  const told = await ctx.db
    .transaction(async (tx) => {
      const job = await ownJob(tx, actor, jobId);
      if (wanted === 'closed') {
        if (job.status === 'closed') throw new ApiError('jobAlreadyClosed');
        await updateJob(tx, jobId, { status: 'closed' });
        return jobClosed(ctx, tx, job, await pendingApplicationIds(tx, jobId));
      }
      if (job.status === 'open') throw new ApiError('jobAlreadyOpen');
      if (job.status === 'filled' || (await countAccepted(tx, jobId)) >= job.numberOfFreelancers)
        throw new ApiError('reopenFilled');
      await updateJob(tx, jobId, { status: 'open' });
      return jobReopened(ctx, job, await pendingApplicationIds(tx, jobId));
    })
    .catch((error: unknown) => refused(ctx, actor, jobId, error));
  announce(ctx.bus, told);
  return afterChange(ctx, jobId);
}

/**
 * An admin hides a job that breaks the rules (docs/decisions/033-enforcement.md): it is closed as
 * its company would close it, in the caller's transaction, which records the admin's action.
 * Answers whom to tell, or null when the job was closed already.
 */
export async function closeJobForCause(
  ctx: JobsContext,
  tx: Transaction,
  jobId: string,
): Promise<Array<Told | null> | null> {
  const job = await lockJob(tx, jobId);
  if (!job) throw new ApiError('reportTargetNotFound');
  if (job.status === 'closed') return null;
  await updateJob(tx, jobId, { status: 'closed' });
  return jobClosed(ctx, tx, job, await pendingApplicationIds(tx, jobId));
}
