import { sql } from 'drizzle-orm';
import type { PayInStatus } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { readKeysetPage, type KeysetPage, type PageCursor } from '../../lib/keyset-page';
import type { Actor } from '../../lib/service-context';
import type { Transaction } from '../../db/database';
import { lockMilestone, moveMilestone, recordContractEvent } from '../contracts';
import { recordAdminAction } from '../failed-emails';
import { transactionOfRequest } from '../ledger';
import { announce, payInRefused, type Told } from '../notifications';
import { payInLedgerKey, settlePayIn } from './settle-pay-in';
import { isDecided, railPayIn, type PayInsContext } from './pay-ins.context';
import {
  findAdminPayInView,
  findPayIn,
  listPayInsByStatus,
  lockPayIn,
  queuePosition,
  updatePayIn,
  type AdminPayInView,
} from './pay-ins.repository';

/**
 * The admin's side: the queue of pay-ins, and the two decisions. Confirming is the only way money
 * enters escrow, and only when what the admin read on the partner bank's statement is exactly
 * the pay-in's amount and reference. Every decision is in `admin_actions` and on the timeline.
 */

const queueCursor: PageCursor<ReturnType<typeof decodeCursor>, AdminPayInView> = {
  decode: decodeCursor,
  encode: (row) => encodeCursor(queuePosition(row)),
};

export function listPayInQueue(
  ctx: PayInsContext,
  request: { status: PayInStatus; limit: number; after?: string },
): Promise<KeysetPage<AdminPayInView>> {
  return readKeysetPage(
    request,
    (query) => listPayInsByStatus(ctx.db, request.status, query),
    queueCursor,
  );
}

async function viewOf(ctx: PayInsContext, payInId: string): Promise<AdminPayInView> {
  const view = await findAdminPayInView(ctx.db, payInId);
  if (!view) throw new ApiError('payInNotFound');
  return view;
}

/** The pay-in and its milestone locked, milestone first as every path here locks them. */
async function lockDecision(tx: Transaction, milestoneId: string, payInId: string) {
  const { milestone, contract } = await lockMilestone(tx, milestoneId);
  const payIn = await lockPayIn(tx, payInId);
  if (!payIn) throw new ApiError('payInNotFound');
  return { milestone, contract, payIn };
}

/**
 * The money arrived: escrow takes it from the rail's incoming account, the milestone is funded,
 * both parties are told. A retry with the same key answers as the first did; of racing
 * confirmations one posts and the others find the pay-in decided.
 */
export async function confirmPayIn(
  ctx: PayInsContext,
  admin: Actor,
  payInId: string,
  read: { idempotencyKey: string; amountPaisa: number; reference: string },
): Promise<AdminPayInView> {
  const found = await findPayIn(ctx.db, payInId);
  if (!found) throw new ApiError('payInNotFound');
  const told = await ctx.db.transaction(async (tx): Promise<Told[]> => {
    const earlier = await transactionOfRequest(tx, admin.id, read.idempotencyKey);
    if (earlier) {
      if (earlier.idempotencyKey === payInLedgerKey(payInId)) return [];
      throw new ApiError('idempotencyReused');
    }
    const settled = await settlePayIn(ctx, tx, found, {
      by: 'admin',
      actorId: admin.id,
      requestKey: read.idempotencyKey,
      evidence: { kind: 'statement', amountPaisa: read.amountPaisa, reference: read.reference },
      whenUnfundable: 'refuse',
    });
    if (settled.outcome === 'alreadySettled') throw new ApiError('payInDecided');
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'payInConfirmed',
      subjectId: payInId,
      detail: { amountPaisa: read.amountPaisa, reference: read.reference },
    });
    return settled.told;
  });
  announce(ctx.bus, told);
  return viewOf(ctx, payInId);
}

/**
 * Not confirmed, with a reason the company reads: the milestone waits for funding again and a
 * new pay-in (a new reference) can be started. Nothing moves in the ledger.
 */
export async function refusePayIn(
  ctx: PayInsContext,
  admin: Actor,
  payInId: string,
  reason: string,
): Promise<AdminPayInView> {
  const found = await findPayIn(ctx.db, payInId);
  if (!found) throw new ApiError('payInNotFound');
  const told = await ctx.db.transaction(async (tx) => {
    const { milestone, contract, payIn } = await lockDecision(tx, found.milestoneId, payInId);
    if (isDecided(payIn)) throw new ApiError('payInDecided');
    await ctx.rails[payIn.rail].refuse(railPayIn(payIn), reason);
    await updatePayIn(tx, payInId, {
      status: 'refused',
      refusedReason: reason,
      decidedBy: admin.id,
      decidedAt: sql`now()`,
    });
    // A pay-in refused before its receipt came never moved the milestone.
    if (milestone.status === 'awaitingConfirmation')
      await moveMilestone(tx, milestone.id, 'refusePayIn');
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'payInRefused',
      subjectId: payInId,
      detail: { reason },
    });
    await recordContractEvent(tx, {
      contractId: contract.id,
      milestoneId: milestone.id,
      kind: 'payInRefused',
      by: 'admin',
      actorId: admin.id,
      amountPaisa: payIn.amount,
      note: reason,
    });
    return payInRefused(tx, {
      payInId,
      contractId: contract.id,
      companyId: contract.companyId,
      freelancerId: contract.freelancerId,
      milestoneTitle: milestone.title,
      amountPaisa: payIn.amount,
      reason,
    });
  });
  announce(ctx.bus, [told]);
  return viewOf(ctx, payInId);
}
