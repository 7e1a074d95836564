import type { Transaction } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import {
  earningsAccount,
  FEES_ACCOUNT,
  payoutAccount,
  postTransaction,
  type PostingLine,
} from '../ledger';
import { payoutFailed, payoutPaid, type Told } from '../notifications';
import type { PayoutRail, RailOutcome } from './payout-rail';
import { destinationOf } from './payouts.presenter';
import {
  findFreelancerState,
  movePayout,
  type PayoutRow,
  type PayoutView,
} from './payouts.repository';

/**
 * The payout's three movements in the ledger, each posted once by a key that names it:
 * `payoutRequested:<id>` (earnings → payout), `payoutPaid:<id>` (payout → the rail's outgoing
 * account, less the fee, and the fee to the platform), `payoutReturned:<id>` (payout → earnings,
 * when it failed or was cancelled). A payout's own account is therefore its amount from the
 * request until one of the last two, and zero after.
 */

type Actor = { type: 'freelancer' | 'admin' | 'system'; id: string | null };

export async function holdForPayout(
  tx: Transaction,
  payout: PayoutRow,
  actor: Actor,
): Promise<void> {
  await postTransaction(tx, {
    idempotencyKey: `payoutRequested:${payout.id}`,
    kind: 'payoutRequested',
    requestKey: payout.requestKey,
    actorType: actor.type,
    actorId: actor.id,
    lines: [
      {
        account: earningsAccount(payout.freelancerId),
        amount: -payout.amount,
        partyId: payout.freelancerId,
      },
      { account: payoutAccount(payout.id), amount: payout.amount, partyId: payout.freelancerId },
    ],
  });
}

/** Failed or cancelled: the whole amount back to the earnings, the fee never taken. */
export async function returnToEarnings(
  tx: Transaction,
  payout: PayoutRow,
  kind: 'payoutFailed' | 'payoutCancelled',
  actor: Actor,
): Promise<void> {
  await postTransaction(tx, {
    idempotencyKey: `payoutReturned:${payout.id}`,
    kind,
    actorType: actor.type,
    actorId: actor.id,
    lines: [
      { account: payoutAccount(payout.id), amount: -payout.amount, partyId: payout.freelancerId },
      {
        account: earningsAccount(payout.freelancerId),
        amount: payout.amount,
        partyId: payout.freelancerId,
      },
    ],
  });
}

async function postPaid(tx: Transaction, payout: PayoutRow, rail: PayoutRail, actor: Actor) {
  const lines: PostingLine[] = [
    { account: payoutAccount(payout.id), amount: -payout.amount, partyId: payout.freelancerId },
    { account: rail.outgoingAccount, amount: payout.amount - payout.fee, partyId: null },
  ];
  if (payout.fee > 0) lines.push({ account: FEES_ACCOUNT, amount: payout.fee, partyId: null });
  await postTransaction(tx, {
    idempotencyKey: `payoutPaid:${payout.id}`,
    kind: 'payoutPaid',
    actorType: actor.type,
    actorId: actor.id,
    lines,
  });
}

/**
 * A rail's outcome for one batched payout: the move, its posting and the freelancer's notice,
 * in the caller's transaction. A payout no longer `batched` refuses (`payoutIllegalMove`), so an
 * outcome is applied once however often it is reported. A closed account is not told: its
 * address is no one's any more.
 */
export async function applyOutcome(
  tx: Transaction,
  view: PayoutView,
  outcome: RailOutcome,
  rail: PayoutRail,
  actor: Actor,
): Promise<Told | null> {
  const { method } = view;
  const base = view.payout;
  const moved =
    outcome.outcome === 'paid'
      ? await movePayout(tx, base.id, 'pay', {
          bankReference: outcome.bankReference || null,
          decidedAt: new Date(),
        })
      : await movePayout(tx, base.id, 'fail', {
          failureReason: outcome.reason,
          decidedAt: new Date(),
        });
  if (!moved) throw new ApiError('payoutIllegalMove');
  if (outcome.outcome === 'paid') await postPaid(tx, moved, rail, actor);
  else await returnToEarnings(tx, moved, 'payoutFailed', actor);
  const owner = await findFreelancerState(tx, moved.freelancerId);
  if (!owner || owner.closedAt) return null;
  const told = {
    payoutId: moved.id,
    freelancerId: moved.freelancerId,
    amountPaisa: moved.amount,
    netPaisa: moved.amount - moved.fee,
    destination: destinationOf(method),
  };
  return outcome.outcome === 'paid'
    ? payoutPaid(tx, told)
    : payoutFailed(tx, { ...told, reason: outcome.reason });
}
