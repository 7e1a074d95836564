import {
  applicationMessages,
  type ApplicationDecision,
  type ApplyBody,
} from '@kaamyaab/shared-api/contract';
import { isUuid } from '../../lib/ids';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { isOwnIdOrAbsent, type Actor } from '../jobs/jobs.policy';
import { findJobOwner } from '../jobs/jobs.repository';
import type { ServiceContext } from '../jobs/jobs.service';
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

export const applicationErrors = {
  applyForbidden: 'Only an approved freelancer can apply for jobs.',
  applyAsOther: 'You can only apply as yourself.',
  readOthers: 'You can only see your own applications.',
  freelancerRequired: 'freelancerId is required',
  freelancerNotFound: 'Freelancer not found.',
  jobNotFound: 'Job not found.',
  notJobOwner: 'Only the company that posted this job can see its applications.',
  applicationNotFound: 'Application not found.',
  notDecider: 'Only the company that posted this job can decide its applications.',
} as const;

async function viewOf(ctx: ServiceContext, applicationId: string): Promise<ApplicationView> {
  const found = await findApplicationView(ctx.db, applicationId);
  if (!found) throw notFound(applicationErrors.applicationNotFound);
  return found;
}

export async function applyForJob(
  ctx: ServiceContext,
  actor: Actor,
  body: ApplyBody,
): Promise<ApplicationView> {
  if (!canApply(actor)) throw forbidden(applicationErrors.applyForbidden);
  if (!isOwnIdOrAbsent(actor, body.applicantId)) {
    ctx.log.warn(
      { actorId: actor.id, claimed: body.applicantId },
      'apply with a foreign applicantId',
    );
    throw forbidden(applicationErrors.applyAsOther);
  }
  if (!(await findJobOwner(ctx.db, body.jobId))) throw notFound(applicationErrors.jobNotFound);
  // No "already applied?" read first: the unique constraint decides, even for racing requests.
  const row = await insertApplication(ctx.db, {
    jobId: body.jobId,
    freelancerId: actor.id,
    coverLetter: body.coverLetter,
    proposedRate: body.proposedRate,
    estimatedCompletionTime: body.estimatedCompletionTime,
  });
  return viewOf(ctx, row.id);
}

/** A freelancer's own applications; an admin names the freelancer. */
export async function listFreelancerApplications(
  ctx: ServiceContext,
  actor: Actor,
  freelancerId: string | undefined,
): Promise<ApplicationView[]> {
  if (actor.type === 'freelancer') {
    if (!isOwnIdOrAbsent(actor, freelancerId)) {
      ctx.log.warn({ actorId: actor.id, claimed: freelancerId }, 'all-applications for another');
      throw forbidden(applicationErrors.readOthers);
    }
    return listApplicationsByFreelancer(ctx.db, actor.id);
  }
  if (actor.type !== 'admin') throw forbidden(applicationErrors.readOthers);
  if (!freelancerId) throw badRequest(applicationErrors.freelancerRequired);
  if (!isUuid(freelancerId)) throw notFound(applicationErrors.freelancerNotFound);
  return listApplicationsByFreelancer(ctx.db, freelancerId);
}

export async function listJobApplications(
  ctx: ServiceContext,
  actor: Actor,
  jobId: string,
): Promise<ApplicationView[]> {
  if (!isUuid(jobId)) throw notFound(applicationErrors.jobNotFound);
  const job = await findJobOwner(ctx.db, jobId);
  if (!job) throw notFound(applicationErrors.jobNotFound);
  if (!canReadJobApplications(actor, job.companyId)) {
    ctx.log.warn({ actorId: actor.id, jobId }, 'job-applications of another company');
    throw forbidden(applicationErrors.notJobOwner);
  }
  return listApplicationsByJob(ctx.db, jobId);
}

/** pending → accepted | rejected, once: any later or racing decision gets 409. */
export async function decideApplication(
  ctx: ServiceContext,
  actor: Actor,
  applicationId: string,
  status: ApplicationDecision,
): Promise<ApplicationView> {
  if (!isUuid(applicationId)) throw notFound(applicationErrors.applicationNotFound);
  const owner = await findApplicationOwner(ctx.db, applicationId);
  if (!owner) throw notFound(applicationErrors.applicationNotFound);
  if (!canDecideApplication(actor, owner.companyId)) {
    ctx.log.warn({ actorId: actor.id, applicationId }, 'status change by a non-owner');
    throw forbidden(applicationErrors.notDecider);
  }
  const updated = await decidePendingApplication(ctx.db, applicationId, status);
  if (!updated) throw conflict(applicationMessages.alreadyDecided);
  return viewOf(ctx, updated.id);
}
