import type {
  ApplicationDecision,
  ApplicationStatus,
  ApplyBody,
} from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import { readKeysetPage, type KeysetPage } from '../../lib/keyset-page';
import { isOwnIdOrAbsent, type Actor, type ServiceContext } from '../../lib/service-context';
import {
  jobFilled,
  countAccepted,
  findJobOwner,
  countApplicant,
  lockJob,
  pendingApplicationIds,
  updateJob,
  type JobsContext,
} from '../jobs';
import { announce, applicationDecided, applicationReceived } from '../notifications';
import { newestApplications } from './my-applications.service';
import { canApply, canDecideApplication, canReadJobApplications } from './applications.policy';
import {
  decidePendingApplication,
  findApplicationOwner,
  findApplicationView,
  insertApplication,
  listApplicationsByFreelancer,
  listApplicationsByJob,
  type ApplicationView,
} from './applications.repository';

async function viewOf(ctx: ServiceContext, applicationId: string): Promise<ApplicationView> {
  const found = await findApplicationView(ctx.db, applicationId);
  if (!found) throw new ApiError('applicationNotFound');
  return found;
}

export async function applyForJob(
  ctx: JobsContext,
  actor: Actor,
  body: ApplyBody,
): Promise<ApplicationView> {
  if (!canApply(actor)) throw new ApiError('applyForbidden');
  if (!isOwnIdOrAbsent(actor, body.applicantId)) {
    ctx.log.warn(
      { actorId: actor.id, claimed: body.applicantId },
      'apply with a foreign applicantId',
    );
    throw new ApiError('applyAsOther');
  }
  const { row, told } = await ctx.db.transaction(async (tx) => {
    // Counting the applicant locks the job: applies to one job go one after another (a few
    // milliseconds each) and wait for an accept that may fill it; a refusal rolls the count back.
    const job = await countApplicant(tx, body.jobId, 1);
    if (!job) throw new ApiError('jobNotFound');
    if (job.status === 'filled') throw new ApiError('jobFilled');
    if (job.status === 'closed') throw new ApiError('jobClosed');
    // No "already applied?" read first: the unique constraint decides, even for racing requests.
    const inserted = await insertApplication(tx, {
      jobId: body.jobId,
      freelancerId: actor.id,
      coverLetter: body.coverLetter,
      proposedRate: body.proposedRate,
      estimatedCompletionTime: body.estimatedCompletionTime,
    });
    return { row: inserted, told: await applicationReceived(tx, inserted.id) };
  });
  announce(ctx.bus, [told]);
  return viewOf(ctx, row.id);
}

/** A freelancer's own applications; an admin names the freelancer. */
export async function listFreelancerApplications(
  ctx: ServiceContext,
  actor: Actor,
  freelancerId: string | undefined | null,
): Promise<ApplicationView[]> {
  if (actor.type === 'freelancer') {
    if (!isOwnIdOrAbsent(actor, freelancerId)) {
      ctx.log.warn({ actorId: actor.id, claimed: freelancerId }, 'all-applications for another');
      throw new ApiError('readOthersApplications');
    }
    return listApplicationsByFreelancer(ctx.db, actor.id);
  }
  if (actor.type !== 'admin') throw new ApiError('readOthersApplications');
  if (!freelancerId) throw new ApiError('freelancerIdRequired');
  if (!isUuid(freelancerId)) throw new ApiError('freelancerNotFound');
  return listApplicationsByFreelancer(ctx.db, freelancerId);
}

export async function listJobApplications(
  ctx: ServiceContext,
  actor: Actor,
  jobId: string,
  request: { status?: ApplicationStatus; limit: number; after?: string },
): Promise<KeysetPage<ApplicationView>> {
  if (!isUuid(jobId)) throw new ApiError('jobNotFound');
  // One round trip when the page has rows: each names its job's company, which the policy reads
  // before any row leaves. Only an empty page asks who owns the job (no such job, or none yet).
  const page = await readKeysetPage(
    request,
    (query) => listApplicationsByJob(ctx.db, jobId, { ...query, status: request.status }),
    newestApplications,
  );
  const companyId = page.rows[0]?.jobCompanyId ?? (await findJobOwner(ctx.db, jobId))?.companyId;
  if (companyId === undefined) throw new ApiError('jobNotFound');
  if (!canReadJobApplications(actor, companyId)) {
    ctx.log.warn({ actorId: actor.id, jobId }, 'job-applications of another company');
    throw new ApiError('notJobOwner');
  }
  return page;
}

/**
 * pending → accepted | rejected, once: any later or racing decision gets 409. An accept locks the
 * job first, so of N racing accepts on a job that needs one, exactly one is taken; the accept
 * that reaches the number needed fills the job in the same transaction.
 */
export async function decideApplication(
  ctx: JobsContext,
  actor: Actor,
  applicationId: string,
  status: ApplicationDecision,
): Promise<ApplicationView> {
  if (!isUuid(applicationId)) throw new ApiError('applicationNotFound');
  const owner = await findApplicationOwner(ctx.db, applicationId);
  if (!owner) throw new ApiError('applicationNotFound');
  if (!canDecideApplication(actor, owner.companyId)) {
    ctx.log.warn({ actorId: actor.id, applicationId }, 'status change by a non-owner');
    throw new ApiError('notDecider');
  }
  const { filled, told } = await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, owner.jobId);
    if (!job) throw new ApiError('applicationNotFound');
    const updated = await decidePendingApplication(tx, applicationId, status);
    if (!updated) throw new ApiError('alreadyDecided');
    const decided = await applicationDecided(tx, updated.id, status);
    if (status === 'rejected') return { filled: false, told: [decided] };
    if (job.status === 'filled') throw new ApiError('acceptOnFilled');
    if (job.status === 'closed') throw new ApiError('acceptOnClosed');
    if ((await countAccepted(tx, job.id)) < job.numberOfFreelancers)
      return { filled: false, told: [decided] };
    await updateJob(tx, job.id, { status: 'filled' });
    const ended = await jobFilled(ctx, tx, job, await pendingApplicationIds(tx, job.id));
    return { filled: true, told: [decided, ...ended] };
  });
  // After the commit: a process that reloads Available Jobs now no longer finds the job.
  if (filled) ctx.bus.publish('jobs.changed', { jobId: owner.jobId, companyId: owner.companyId });
  if (status === 'accepted') {
    const { jobId, companyId, freelancerId } = owner;
    ctx.bus.publish('application.accepted', { jobId, companyId, freelancerId });
  }
  announce(ctx.bus, told);
  return viewOf(ctx, applicationId);
}
