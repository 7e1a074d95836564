import type { Actor } from '../../lib/service-context';
import { ApiError } from '../../lib/api-error';
import { recordAdminAction } from '../failed-emails';
import { dormantEarnings, findFreelancerState } from './payouts.repository';
import { askForPayout } from './payouts.service';
import type { PayoutsContext } from './payouts.context';

/**
 * Earned money is paid out even when its account is closed or deactivated
 * (docs/decisions/029-paying-in-and-out.md). Nothing in a payout's path asks whether its account
 * is active, so one already asked for completes. A deactivated freelancer can still sign in and
 * ask (the payouts' endpoints do not require approval). A closed account cannot sign in, so an
 * admin asks for it: all its earnings, to the method it saved (kept when it closed), with no
 * minimum (what is left is owed, however small), approved like any other payout.
 */

export async function listDormantEarnings(ctx: PayoutsContext) {
  const rows = await dormantEarnings(ctx.db);
  return rows.map((row) => ({
    freelancerId: row.freelancerId,
    name: row.name,
    closed: Boolean(row.closed),
    availablePaisa: Number(row.availablePaisa),
    hasMethod: Boolean(row.hasMethod),
  }));
}

export async function payOutRemaining(
  ctx: PayoutsContext,
  admin: Actor,
  freelancerId: string,
  requestKey: string,
): Promise<string> {
  const state = await findFreelancerState(ctx.db, freelancerId);
  if (!state) throw new ApiError('accountNotFound');
  if (state.isActive && !state.closedAt) throw new ApiError('accountStillActive');
  return askForPayout(ctx, {
    freelancerId,
    amountPaisa: 'all',
    requestKey,
    by: { type: 'admin', id: admin.id },
    audit: (tx, payout) =>
      recordAdminAction(tx, {
        adminId: admin.id,
        action: 'payoutOfRemainingEarnings',
        subjectId: payout.id,
        detail: { freelancerId, amountPaisa: payout.amount },
      }),
  });
}
