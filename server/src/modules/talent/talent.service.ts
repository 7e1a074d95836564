import type { InviteBody, TalentSearch } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import { readKeysetPage, type KeysetPage } from '../../lib/keyset-page';
import type { Actor, ServiceContext } from '../../lib/service-context';
import { newestCursor } from '../../lib/keyset-cursor';
import { amongMatchesOrWalk } from '../../db/match-estimate';
import { lockJob, type JobsContext } from '../jobs';
import { announce, invitedToJob } from '../notifications';
import {
  findInvitation,
  findTalentAmongMatches,
  findTalentPage,
  hasApplied,
  insertInvitation,
  isApprovedFreelancer,
  type InvitationRow,
  type TalentRow,
} from './talent.repository';

const newestFreelancers = newestCursor((row: TalentRow) => row.freelancer);

/** A page of the directory; a company sees the contacts of the freelancers it accepted. */
export function findTalent(
  ctx: ServiceContext,
  actor: Actor,
  search: TalentSearch,
): Promise<KeysetPage<TalentRow>> {
  const viewer = actor.type === 'company' ? actor.id : null;
  return readKeysetPage(
    search,
    ({ limit, after }) =>
      amongMatchesOrWalk(
        ctx.db,
        'freelancers',
        search,
        limit,
        (most) => findTalentAmongMatches(ctx.db, search, viewer, limit, after, most),
        () => findTalentPage(ctx.db, search, viewer, limit, after),
      ),
    newestFreelancers,
  );
}

/**
 * A company invites an approved freelancer to one of its open jobs, once; the freelancer is
 * told. The job is locked, so an invitation and a close or fill of the job never cross.
 */
export async function inviteToJob(
  ctx: JobsContext,
  actor: Actor,
  body: InviteBody,
): Promise<InvitationRow> {
  const { jobId, freelancerId } = body;
  if (!isUuid(jobId)) throw new ApiError('jobNotFound');
  if (!isUuid(freelancerId) || !(await isApprovedFreelancer(ctx.db, freelancerId)))
    throw new ApiError('freelancerNotFound');
  const { invitation, told } = await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job) throw new ApiError('jobNotFound');
    if (job.companyId !== actor.id) {
      ctx.log.warn({ actorId: actor.id, jobId }, "invitation to another company's job");
      throw new ApiError('notJobEditor');
    }
    if (job.status === 'closed') throw new ApiError('jobClosed');
    if (job.status === 'filled') throw new ApiError('jobFilled');
    if (await hasApplied(tx, jobId, freelancerId)) throw new ApiError('inviteeApplied');
    const row = await insertInvitation(tx, jobId, freelancerId);
    return { invitation: row, told: await invitedToJob(tx, row.id) };
  });
  announce(ctx.bus, [told]);
  return invitation;
}

/** The signed-in freelancer's invitation to a job, if any. */
export async function readMyInvitation(ctx: ServiceContext, actor: Actor, jobId: string) {
  if (!isUuid(jobId)) return null;
  return (await findInvitation(ctx.db, jobId, actor.id)) ?? null;
}
