import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import { pageOf } from '../../lib/keyset-page';
import type { Actor, ServiceContext } from '../../lib/service-context';
import { decodeCursor, encodeCursor } from '../jobs/jobs-cursor';
import { countApplicant } from '../jobs/jobs.repository';
import type { JobsContext } from '../jobs/jobs.service';
import { applicationWithdrawn } from '../notifications/events';
import { announce } from '../notifications/notify';
import { canWithdrawApplication } from './applications.policy';
import {
  findApplicationOwner,
  findMyApplication,
  listMyApplicationsPage,
  withdrawPendingApplication,
  type MyApplicationView,
} from './applications.repository';

/** The freelancer's own applications (My Applications) and the one change it may make: withdraw. */

export interface MyApplicationsPageResult {
  rows: MyApplicationView[];
  limit: number;
  nextCursor: string | null;
}

/** Newest first; reads one more than asked for to know whether another page follows. */
export async function listMyApplications(
  ctx: ServiceContext,
  actor: Actor,
  { limit, after }: { limit: number; after?: string },
): Promise<MyApplicationsPageResult> {
  const cursor = after === undefined ? undefined : decodeCursor(after);
  const found = await listMyApplicationsPage(ctx.db, actor.id, { limit: limit + 1, after: cursor });
  const { page, nextCursor } = pageOf(found, limit, (last) => encodeCursor(last.application));
  return { rows: page, limit, nextCursor };
}

/**
 * Pending → withdrawn, by its applicant only. A withdrawn application counts toward nothing (the
 * job's counts, its filling) and is final: applying again to the same job is refused as before,
 * so a withdrawal cannot be used to jump back to the top of a company's list.
 */
export async function withdrawApplication(
  ctx: JobsContext,
  actor: Actor,
  applicationId: string,
): Promise<MyApplicationView> {
  if (!isUuid(applicationId)) throw new ApiError('applicationNotFound');
  const told = await ctx.db.transaction(async (tx) => {
    const owner = await findApplicationOwner(tx, applicationId);
    if (!owner) throw new ApiError('applicationNotFound');
    if (!canWithdrawApplication(actor, owner.freelancerId)) {
      ctx.log.warn({ actorId: actor.id, applicationId }, "withdraw of another's application");
      throw new ApiError('notApplicant');
    }
    await countApplicant(tx, owner.jobId, -1);
    const withdrawn = await withdrawPendingApplication(tx, applicationId, actor.id);
    if (!withdrawn) {
      const now = (await findApplicationOwner(tx, applicationId))?.status ?? owner.status;
      throw new ApiError('notWithdrawable', { params: { status: now } });
    }
    ctx.log.info({ applicationId, companyId: owner.companyId }, 'application withdrawn');
    return applicationWithdrawn(tx, withdrawn.id);
  });
  announce(ctx.bus, [told]);
  const view = await findMyApplication(ctx.db, applicationId);
  if (!view) throw new ApiError('applicationNotFound');
  return view;
}
