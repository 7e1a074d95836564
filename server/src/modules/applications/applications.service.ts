import type { ApplicationDecision, ApplyBody } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import type { EventBus } from '../../lib/event-bus';
import { isOwnIdOrAbsent, type Actor, type ServiceContext } from '../../lib/service-context';
import { applicationDecided, applicationReceived } from '../notifications/events';
import { announce } from '../notifications/notify';
import { findJobOwner } from '../jobs/jobs.repository';
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

/** The calls that tell someone also announce it on the bus after their commit. */
type TellingContext = ServiceContext & { bus: EventBus };

export async function applyForJob(
  ctx: TellingContext,
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
  if (!(await findJobOwner(ctx.db, body.jobId))) throw new ApiError('jobNotFound');
  // No "already applied?" read first: the unique constraint decides, even for racing requests.
  const { row, told } = await ctx.db.transaction(async (tx) => {
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
): Promise<ApplicationView[]> {
  if (!isUuid(jobId)) throw new ApiError('jobNotFound');
  const job = await findJobOwner(ctx.db, jobId);
  if (!job) throw new ApiError('jobNotFound');
  if (!canReadJobApplications(actor, job.companyId)) {
    ctx.log.warn({ actorId: actor.id, jobId }, 'job-applications of another company');
    throw new ApiError('notJobOwner');
  }
  return listApplicationsByJob(ctx.db, jobId);
}

/** pending → accepted | rejected, once: any later or racing decision gets 409. */
export async function decideApplication(
  ctx: TellingContext,
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
  const { updated, told } = await ctx.db.transaction(async (tx) => {
    const decided = await decidePendingApplication(tx, applicationId, status);
    if (!decided) throw new ApiError('alreadyDecided');
    return { updated: decided, told: await applicationDecided(tx, decided.id, status) };
  });
  announce(ctx.bus, [told]);
  return viewOf(ctx, updated.id);
}
