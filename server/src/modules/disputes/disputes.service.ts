import {
  formatPkr,
  PAISA_PER_RUPEE,
  type AcceptDisputeBody,
  type DealParty,
  type DecideDisputeBody,
  type DisputeResolution,
  type DisputeStatementBody,
  type OpenDisputeBody,
} from '@kaamyaab/shared-api/contract';
import type { z } from 'zod/mini';
import type { Transaction } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../../lib/service-context';
import type { FileStorage } from '../../storage/storage';
import {
  heldFor,
  lockMilestone,
  moveMilestone,
  partyOf,
  recordContractEvent,
  settleDisputedMilestone,
  tellParty,
  type ContractRow,
  type MilestoneRow,
} from '../contracts';
import { recordAdminAction } from '../failed-emails';
import { removeWritten, storeUpload } from '../files';
import { announce, pakistanDay, type Told } from '../notifications';
import { DAY_MS, type DisputesContext } from './disputes.context';
import {
  findDispute,
  findDisputeOfMilestone,
  insertDispute,
  insertEvidence,
  lockDispute,
  messagesOfContract,
  submissionsOfContract,
  updateDispute,
  type DisputeRow,
} from './disputes.repository';

/**
 * Disputes over a milestone's escrow (docs/decisions/031-disputes.md). Every write locks the
 * milestone first and the dispute second (the order the contracts module and the deadline sweep
 * take too), so an acceptance, an admin's decision, an answer and the sweep decide one after the
 * other; a dispute leaves `awaitingAnswer` or `awaitingDecision` once, and the settlement's
 * ledger keys name the dispute, so its money moves once whatever races.
 */

const otherSide = (side: DealParty): DealParty => (side === 'company' ? 'freelancer' : 'company');

const sideOf = (contract: ContractRow, actor: Actor): DealParty => {
  const side = partyOf(contract, actor);
  if (!side) throw new ApiError('notContractParty');
  return side;
};

const aboveEscrow = (held: number) =>
  new ApiError('disputeAmountAboveEscrow', {
    params: { available: formatPkr(held / PAISA_PER_RUPEE) },
  });

/** The room's messages and submissions a statement names, each checked to be the contract's. */
async function referencedEvidence(
  tx: Transaction,
  dispute: { id: string; contractId: string },
  side: DealParty,
  body: Pick<DisputeStatementBody, 'messageIds' | 'submissionIds'>,
) {
  const messageIds = [...new Set(body.messageIds)];
  const submissionIds = [...new Set(body.submissionIds)];
  const [foundMessages, foundSubmissions] = [
    await messagesOfContract(tx, dispute.contractId, messageIds),
    await submissionsOfContract(tx, dispute.contractId, submissionIds),
  ];
  if (
    foundMessages.length !== messageIds.length ||
    foundSubmissions.length !== submissionIds.length
  )
    throw new ApiError('disputeEvidenceNotFound');
  await insertEvidence(tx, [
    ...messageIds.map((messageId) => ({
      disputeId: dispute.id,
      side,
      kind: 'message' as const,
      messageId,
    })),
    ...submissionIds.map((submissionId) => ({
      disputeId: dispute.id,
      side,
      kind: 'submission' as const,
      submissionId,
    })),
  ]);
}

/** A dispute with its milestone and contract, the milestone's row then the dispute's locked. */
async function lockedDispute(tx: Transaction, disputeId: string) {
  if (!isUuid(disputeId)) throw new ApiError('disputeNotFound');
  const found = await findDispute(tx, disputeId);
  if (!found) throw new ApiError('disputeNotFound');
  const { milestone, contract } = await lockMilestone(tx, found.milestoneId);
  return { milestone, contract, dispute: await lockDispute(tx, disputeId) };
}

/** Runs a write and tells whom it told once it committed; answers the write's dispute id. */
async function writing(
  ctx: DisputesContext,
  write: (tx: Transaction, told: (Told | null)[]) => Promise<string>,
): Promise<string> {
  const told: (Told | null)[] = [];
  const disputeId = await ctx.db.transaction((tx) => write(tx, told));
  announce(ctx.bus, told);
  return disputeId;
}

/**
 * Either party disputes a submitted or sent-back milestone: the automatic release stops (the
 * milestone leaves `submitted`, the sweep's only state) and the other party has
 * `DISPUTE_ANSWER_DAYS` to answer. A retry with the same key answers the dispute it opened.
 */
export function openDispute(
  ctx: DisputesContext,
  actor: Actor,
  milestoneId: string,
  body: OpenDisputeBody,
): Promise<string> {
  if (!isUuid(milestoneId)) throw new ApiError('milestoneNotFound');
  return writing(ctx, async (tx, told) => {
    const { milestone, contract } = await lockMilestone(tx, milestoneId);
    const side = sideOf(contract, actor);
    const earlier = await findDisputeOfMilestone(tx, milestone.id);
    if (earlier?.openerId === actor.id && earlier.requestKey === body.idempotencyKey)
      return earlier.id;
    if (contract.status !== 'active') throw new ApiError('contractNotActive');
    const held = await heldFor(tx, contract, milestone.id);
    if (body.amountPaisa > held) throw aboveEscrow(held);
    await moveMilestone(tx, milestone.id, 'dispute', { releaseDueAt: null });
    const now = ctx.settings.now();
    const dispute = await insertDispute(tx, {
      contractId: contract.id,
      milestoneId: milestone.id,
      openedAt: now,
      openedBy: side,
      openerId: actor.id,
      requestKey: body.idempotencyKey,
      escrowAmount: held,
      statement: body.statement,
      amount: body.amountPaisa,
      answerDueAt: new Date(now.getTime() + ctx.settings.answerDays * DAY_MS),
    });
    // The milestone's move above is the refusal a second opening meets; the index is the last word.
    if (!dispute) throw new ApiError('illegalMove');
    await referencedEvidence(tx, dispute, side, body);
    await recordContractEvent(tx, {
      contractId: contract.id,
      milestoneId: milestone.id,
      kind: 'disputeOpened',
      by: side,
      actorId: actor.id,
      amountPaisa: body.amountPaisa,
      note: body.statement,
    });
    told.push(
      await tellParty(tx, contract, otherSide(side), {
        kind: 'disputeOpened',
        eventKey: dispute.id,
        facts: { milestoneTitle: milestone.title, dueDay: pakistanDay(dispute.answerDueAt) },
      }),
    );
    return dispute.id;
  });
}

/** The other party answers with its statement and amount, before the deadline, once. */
export function answerDispute(
  ctx: DisputesContext,
  actor: Actor,
  disputeId: string,
  body: DisputeStatementBody,
): Promise<string> {
  return writing(ctx, async (tx, told) => {
    const { milestone, contract, dispute } = await lockedDispute(tx, disputeId);
    const side = sideOf(contract, actor);
    if (dispute.status === 'resolved') throw new ApiError('disputeResolved');
    if (side === dispute.openedBy) throw new ApiError('disputeNotYours');
    if (dispute.status !== 'awaitingAnswer') throw new ApiError('disputeAnswered');
    const now = ctx.settings.now();
    if (now.getTime() >= dispute.answerDueAt.getTime()) throw new ApiError('disputeAnswerLate');
    if (body.amountPaisa > dispute.escrowAmount) throw aboveEscrow(dispute.escrowAmount);
    await updateDispute(tx, dispute.id, 'awaitingAnswer', {
      status: 'awaitingDecision',
      answer: body.statement,
      answerAmount: body.amountPaisa,
      answeredAt: now,
    });
    await referencedEvidence(tx, dispute, side, body);
    await recordContractEvent(tx, {
      contractId: contract.id,
      milestoneId: milestone.id,
      kind: 'disputeAnswered',
      by: side,
      actorId: actor.id,
      amountPaisa: body.amountPaisa,
      note: body.statement,
    });
    told.push(
      await tellParty(tx, contract, dispute.openedBy, {
        kind: 'disputeAnswered',
        eventKey: dispute.id,
        facts: { milestoneTitle: milestone.title },
      }),
    );
    return dispute.id;
  });
}

interface Outcome {
  resolution: DisputeResolution;
  freelancerPaisa: number;
  by: DealParty | 'admin' | 'system';
  actorId: string | null;
  requestKey: string | null;
  reason?: Pick<DecideDisputeBody, 'reasonCode' | 'reasonEn' | 'reasonUr'>;
}

/**
 * Ends a dispute and moves its money: the freelancer's part released, the rest refunded, the
 * timeline's line and both parties told. The caller holds the milestone's and dispute's locks.
 */
export async function resolveDispute(
  tx: Transaction,
  now: Date,
  locked: { contract: ContractRow; milestone: MilestoneRow; dispute: DisputeRow },
  outcome: Outcome,
): Promise<(Told | null)[]> {
  const { contract, milestone, dispute } = locked;
  if (dispute.status === 'resolved') throw new ApiError('disputeResolved');
  await updateDispute(tx, dispute.id, dispute.status, {
    status: 'resolved',
    resolution: outcome.resolution,
    freelancerAmount: outcome.freelancerPaisa,
    resolvedAt: now,
    resolvedById: outcome.actorId,
    resolveRequestKey: outcome.requestKey,
    reasonCode: outcome.reason?.reasonCode ?? null,
    reasonEn: outcome.reason?.reasonEn ?? null,
    reasonUr: outcome.reason?.reasonUr ?? null,
  });
  const settled = await settleDisputedMilestone(tx, contract, milestone, {
    disputeId: dispute.id,
    freelancerPaisa: outcome.freelancerPaisa,
    by: outcome.by,
    actorId: outcome.actorId,
  });
  await recordContractEvent(tx, {
    contractId: contract.id,
    milestoneId: milestone.id,
    kind: outcome.resolution === 'accepted' ? 'disputeSettled' : 'disputeDecided',
    by: outcome.by,
    actorId: outcome.actorId,
    amountPaisa: outcome.freelancerPaisa,
  });
  const told: (Told | null)[] = [settled.told];
  const facts = {
    milestoneTitle: milestone.title,
    freelancerPaisa: outcome.freelancerPaisa,
    companyPaisa: settled.heldPaisa - outcome.freelancerPaisa,
  };
  for (const to of ['company', 'freelancer'] as const)
    told.push(
      await tellParty(tx, contract, to, {
        kind: 'disputeResolved',
        eventKey: `${dispute.id}:${to}`,
        facts,
      }),
    );
  return told;
}

/** A retried settlement request: the same account's same key answers the dispute as it is. */
const isRetryOf = (dispute: DisputeRow, actor: Actor, requestKey: string) =>
  dispute.status === 'resolved' &&
  dispute.resolvedById === actor.id &&
  dispute.resolveRequestKey === requestKey;

/**
 * A party accepts the other side's amount, at any time before the dispute is resolved: the
 * opener accepts the answer's amount, the other party the opener's.
 */
export function acceptDispute(
  ctx: DisputesContext,
  actor: Actor,
  disputeId: string,
  { idempotencyKey }: z.output<typeof AcceptDisputeBody>,
): Promise<string> {
  return writing(ctx, async (tx, told) => {
    const locked = await lockedDispute(tx, disputeId);
    const side = sideOf(locked.contract, actor);
    if (isRetryOf(locked.dispute, actor, idempotencyKey)) return locked.dispute.id;
    if (locked.dispute.status === 'resolved') throw new ApiError('disputeResolved');
    const theirs =
      side === locked.dispute.openedBy ? locked.dispute.answerAmount : locked.dispute.amount;
    if (theirs === null) throw new ApiError('disputeNothingToAccept');
    told.push(
      ...(await resolveDispute(tx, ctx.settings.now(), locked, {
        resolution: 'accepted',
        freelancerPaisa: theirs,
        by: side,
        actorId: actor.id,
        requestKey: idempotencyKey,
      })),
    );
    return locked.dispute.id;
  });
}

/**
 * An admin splits the escrow of an answered dispute: the amount to the freelancer, the rest
 * refunded, with a reason code and the reason in English and Urdu; audited in admin_actions.
 */
export function decideDispute(
  ctx: DisputesContext,
  admin: Actor,
  disputeId: string,
  body: DecideDisputeBody,
): Promise<string> {
  return writing(ctx, async (tx, told) => {
    const locked = await lockedDispute(tx, disputeId);
    const { dispute } = locked;
    if (isRetryOf(dispute, admin, body.idempotencyKey)) return dispute.id;
    if (dispute.status === 'awaitingAnswer') throw new ApiError('disputeAwaitsAnswer');
    if (body.freelancerPaisa > dispute.escrowAmount) throw aboveEscrow(dispute.escrowAmount);
    told.push(
      ...(await resolveDispute(tx, ctx.settings.now(), locked, {
        resolution: 'admin',
        freelancerPaisa: body.freelancerPaisa,
        by: 'admin',
        actorId: admin.id,
        requestKey: body.idempotencyKey,
        reason: body,
      })),
    );
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'disputeDecided',
      subjectId: dispute.id,
      detail: {
        freelancerPaisa: body.freelancerPaisa,
        companyPaisa: dispute.escrowAmount - body.freelancerPaisa,
        reasonCode: body.reasonCode,
        reason: body.reasonEn,
      },
    });
    return dispute.id;
  });
}

/** Either party adds files (images or PDFs, checked as delivered work is) to an open dispute. */
export async function addEvidence(
  ctx: DisputesContext & { storage: FileStorage },
  actor: Actor,
  disputeId: string,
  files: Buffer[],
): Promise<string> {
  const written: string[] = [];
  try {
    return await writing(ctx, async (tx) => {
      const { milestone, contract, dispute } = await lockedDispute(tx, disputeId);
      const side = sideOf(contract, actor);
      if (dispute.status === 'resolved') throw new ApiError('disputeResolved');
      if (files.length === 0) throw new ApiError('submissionEmpty');
      const rows = [];
      for (const bytes of files) {
        const file = await storeUpload(ctx.storage, tx, bytes, 'work', written);
        rows.push({ disputeId: dispute.id, side, kind: 'file' as const, fileId: file.id });
      }
      await insertEvidence(tx, rows);
      await recordContractEvent(tx, {
        contractId: contract.id,
        milestoneId: milestone.id,
        kind: 'disputeEvidence',
        by: side,
        actorId: actor.id,
      });
      return dispute.id;
    });
  } catch (error) {
    await removeWritten(ctx.storage, ctx.log, written);
    throw error;
  }
}
