import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { lockMilestone, moveMilestone, recordContractEvent } from '../contracts';
import {
  companyBalanceAccount,
  escrowAccount,
  postTransaction,
  type LedgerAccount,
} from '../ledger';
import { payInConfirmed, type Told } from '../notifications';
import type { PayInEvidence } from './pay-in-rail';
import { isDecided, railPayIn, type PayInsContext } from './pay-ins.context';
import { lockPayIn, updatePayIn, type PayInRow } from './pay-ins.repository';

/**
 * Money that arrived for a pay-in, however it was proved: an admin's reading of the partner
 * bank's statement, a statement line matched on import, or a payment provider's notice whose
 * signature was verified. Every way in ends here, so a pay-in's money is posted once, ever, under
 * `payIn:<id>`, whichever proof came first.
 */

/** The ledger's name for the money a pay-in brought: one movement per pay-in, ever. */
export const payInLedgerKey = (payInId: string) => `payIn:${payInId}`;

export interface Arrival {
  /** An admin who read the statement, or the system (a matched line, a provider's notice). */
  by: 'admin' | 'system';
  actorId: string | null;
  /** The client's key of the request that proved it, when a person's request did. */
  requestKey: string | null;
  evidence: PayInEvidence;
  /**
   * When the milestone can no longer take the money (the contract ended, the milestone was
   * cancelled, the pay-in was refused before the money came): an admin's confirmation is refused
   * (`refuse`); money a machine proved arrived is the company's, credited to its balance
   * (`credit`) rather than lost or sent back by guesswork.
   */
  whenUnfundable: 'refuse' | 'credit';
  /**
   * Where the money is held now: by default the rail's incoming account (it just arrived); a
   * statement credit that matched nothing on import is applied from `unmatched:<line>`, where
   * it has waited since it arrived.
   */
  from?: LedgerAccount;
}

export type Settlement =
  /** The milestone is funded. */
  | { outcome: 'funded'; payIn: PayInRow; told: Told[] }
  /** The money went to the company's balance; the milestone did not move. */
  | { outcome: 'credited'; payIn: PayInRow; told: Told[] }
  /** This pay-in's money was posted before: nothing moved now. */
  | { outcome: 'alreadySettled'; payIn: PayInRow; told: Told[] };

const fundable = (status: string) => status === 'unfunded' || status === 'awaitingConfirmation';

/**
 * Settles one pay-in inside the caller's transaction: locks its milestone then the pay-in (the
 * order every pay-in path keeps), asks the rail whether the evidence proves this pay-in's money,
 * posts it once, and moves the milestone. Throws the rail's refusal (`payInMismatch`) unchanged.
 */
export async function settlePayIn(
  ctx: PayInsContext,
  tx: Transaction,
  found: Pick<PayInRow, 'id' | 'milestoneId'>,
  arrival: Arrival,
): Promise<Settlement> {
  const { milestone, contract } = await lockMilestone(tx, found.milestoneId);
  const payIn = await lockPayIn(tx, found.id);
  if (!payIn) throw new ApiError('payInNotFound');
  if (payIn.status === 'confirmed' || payIn.status === 'credited')
    return { outcome: 'alreadySettled', payIn, told: [] };
  const canFund = !isDecided(payIn) && contract.status === 'active' && fundable(milestone.status);
  if (!canFund && arrival.whenUnfundable === 'refuse') {
    if (isDecided(payIn)) throw new ApiError('payInDecided');
    throw new ApiError(contract.status === 'active' ? 'illegalMove' : 'contractNotActive');
  }
  const rail = ctx.rails[payIn.rail];
  await rail.confirm(railPayIn(payIn), arrival.evidence);
  const into = canFund
    ? { account: escrowAccount(contract.id, milestone.id), milestoneId: milestone.id }
    : { account: companyBalanceAccount(contract.companyId), milestoneId: null };
  await postTransaction(tx, {
    idempotencyKey: payInLedgerKey(payIn.id),
    kind: canFund ? 'payInConfirmed' : 'payInCredited',
    requestKey: arrival.requestKey,
    actorType: arrival.by,
    actorId: arrival.actorId,
    contractId: contract.id,
    milestoneId: into.milestoneId,
    lines: [
      { account: arrival.from ?? rail.incomingAccount, amount: -payIn.amount, partyId: null },
      { account: into.account, amount: payIn.amount, partyId: contract.companyId },
    ],
  });
  const settled = await updatePayIn(tx, payIn.id, {
    status: canFund ? 'confirmed' : 'credited',
    decidedBy: arrival.actorId,
    decidedAt: sql`now()`,
  });
  if (canFund) await moveMilestone(tx, milestone.id, 'confirmPayIn');
  await recordContractEvent(tx, {
    contractId: contract.id,
    milestoneId: milestone.id,
    kind: canFund ? 'payInConfirmed' : 'payInCredited',
    by: arrival.by,
    actorId: arrival.actorId,
    amountPaisa: payIn.amount,
  });
  if (!canFund) return { outcome: 'credited', payIn: settled, told: [] };
  const told = await payInConfirmed(tx, {
    payInId: payIn.id,
    contractId: contract.id,
    companyId: contract.companyId,
    freelancerId: contract.freelancerId,
    milestoneTitle: milestone.title,
    amountPaisa: payIn.amount,
  });
  return { outcome: 'funded', payIn: settled, told };
}
