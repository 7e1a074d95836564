import { sql } from 'drizzle-orm';
import type { PayInRail as RailName } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../../lib/service-context';
import { lockMilestone, moveMilestone, partyOf, recordContractEvent } from '../contracts';
import { removeWritten, storeUpload } from '../files';
import { isDecided, type PayInsContext } from './pay-ins.context';
import { newPaymentReference } from './payment-reference';
import { canReadPayIns } from './pay-ins.policy';
import {
  findMilestoneWithContract,
  findOpenPayIn,
  findPayIn,
  findPayInOfRequest,
  insertPayIn,
  latestPayInOf,
  lockPayIn,
  reusedEvidence,
  updatePayIn,
  type PayInRow,
} from './pay-ins.repository';

/**
 * The company's side of paying a milestone into escrow: start a pay-in (its reference and where
 * to pay), then send the bank's transaction ID and the receipt. Neither moves money: only an
 * admin's confirmation against the bank statement does (pay-ins.admin.service.ts).
 */

// Drawing a reference that is taken is a one-in-a-billion event; five in a row is a broken random.
const REFERENCE_DRAWS = 5;

/**
 * Idempotent twice over: a retry with the same key answers the pay-in that key started, and
 * any start while the milestone has an open pay-in answers that one. The milestone's row lock
 * makes racing starts wait for one another, and the open pay-in's unique index backs it.
 */
export async function startPayIn(
  ctx: PayInsContext,
  actor: Actor,
  milestoneId: string,
  request: { idempotencyKey: string; rail: RailName },
): Promise<PayInRow> {
  return ctx.db.transaction(async (tx) => {
    const { milestone, contract } = await lockMilestone(tx, milestoneId);
    const party = partyOf(contract, actor);
    if (party === null) throw new ApiError('notContractParty');
    if (party !== 'company') throw new ApiError('onlyCompany');
    const retried = await findPayInOfRequest(tx, milestoneId, request.idempotencyKey);
    if (retried) return retried;
    if (contract.status !== 'active') throw new ApiError('contractNotActive');
    const open = await findOpenPayIn(tx, milestoneId);
    if (open) return open;
    if (milestone.status !== 'unfunded') throw new ApiError('illegalMove');
    for (let draw = 0; draw < REFERENCE_DRAWS; draw += 1) {
      const payIn = await insertPayIn(tx, {
        milestoneId,
        contractId: contract.id,
        companyId: contract.companyId,
        rail: request.rail,
        amount: milestone.amount,
        reference: newPaymentReference(),
        requestKey: request.idempotencyKey,
      });
      if (!payIn) continue;
      await recordContractEvent(tx, {
        contractId: contract.id,
        milestoneId,
        kind: 'payInStarted',
        by: 'company',
        actorId: actor.id,
        amountPaisa: payIn.amount,
      });
      return payIn;
    }
    throw new Error(`no free payment reference in ${REFERENCE_DRAWS} draws`);
  });
}

/** The milestone's latest pay-in, for its parties and admins; null before the first. */
export async function readMilestonePayIn(
  ctx: PayInsContext,
  actor: Actor,
  milestoneId: string,
): Promise<PayInRow | null> {
  const found = await findMilestoneWithContract(ctx.db, milestoneId);
  if (!found) throw new ApiError('milestoneNotFound');
  if (!canReadPayIns(actor, found.contract)) throw new ApiError('notContractParty');
  return (await latestPayInOf(ctx.db, milestoneId)) ?? null;
}

/**
 * The transaction ID and the receipt, for an admin to find the transfer on the statement. The
 * receipt is checked by its bytes and stored; a transaction ID or receipt seen on another pay-in
 * is flagged. Sent again while the admin has not decided, it replaces the earlier one (a wrong
 * screenshot can be corrected); a decided pay-in takes none.
 */
export async function sendPayInProof(
  ctx: PayInsContext,
  actor: Actor,
  payInId: string,
  transactionId: string,
  receipt: Buffer | undefined,
): Promise<PayInRow> {
  // A multipart route's path is not checked by its schema: an id that is not one names nothing.
  if (!isUuid(payInId)) throw new ApiError('payInNotFound');
  const found = await findPayIn(ctx.db, payInId);
  if (!found) throw new ApiError('payInNotFound');
  if (found.companyId !== actor.id) {
    ctx.log.warn({ actorId: actor.id, payInId }, "proof for another company's pay-in");
    throw new ApiError('onlyCompany');
  }
  if (!receipt || receipt.length === 0) throw new ApiError('receiptRequired');
  const written: string[] = [];
  try {
    return await ctx.db.transaction(async (tx) => {
      const { milestone, contract } = await lockMilestone(tx, found.milestoneId);
      const payIn = await lockPayIn(tx, payInId);
      if (!payIn) throw new ApiError('payInNotFound');
      if (isDecided(payIn)) throw new ApiError('payInDecided');
      if (contract.status !== 'active') throw new ApiError('contractNotActive');
      const stored = await storeUpload(ctx.storage, tx, receipt, 'payment', written);
      const updated = await updatePayIn(tx, payInId, {
        status: 'awaitingConfirmation',
        transactionId,
        proofFileId: stored.id,
        proofSha256: stored.sha256,
        flags: await reusedEvidence(tx, payInId, transactionId, stored.sha256),
        proofAt: sql`now()`,
      });
      if (milestone.status === 'unfunded') await moveMilestone(tx, milestone.id, 'sendProof');
      await recordContractEvent(tx, {
        contractId: contract.id,
        milestoneId: milestone.id,
        kind: 'proofSent',
        by: 'company',
        actorId: actor.id,
        amountPaisa: payIn.amount,
        note: transactionId,
      });
      return updated;
    });
  } catch (error) {
    await removeWritten(ctx.storage, ctx.log, written);
    throw error;
  }
}
