import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import { readKeysetPage, type KeysetPage } from '../../lib/keyset-page';
import type { Actor, ServiceContext } from '../../lib/service-context';
import { newestCursor } from '../../lib/keyset-cursor';
import { countApplicant, type JobsContext } from '../jobs';
import { announce, applicationWithdrawn } from '../notifications';
import { canWithdrawApplication } from './applications.policy';
import {
  findApplicationOwner,
  findMyApplication,
  listMyApplicationsPage,
  withdrawPendingApplication,
  type MyApplicationView,
} from './applications.repository';

/** The freelancer's own applications (My Applications) and the one change it may make: withdraw. */

/** Applications' lists are newest first, by the application's time and id. */
export const newestApplications = newestCursor(
  (row: { application: { createdAt: Date; id: string } }) => row.application,
);

/** Newest first, a page at a time. */
export function listMyApplications(
  ctx: ServiceContext,
  actor: Actor,
  request: { limit: number; after?: string },
): Promise<KeysetPage<MyApplicationView>> {
  return readKeysetPage(
    request,
    (query) => listMyApplicationsPage(ctx.db, actor.id, query),
    newestApplications,
  );
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
