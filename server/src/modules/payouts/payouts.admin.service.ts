import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PayoutRailName, PayoutStatus } from '@kaamyaab/shared-api/contract';
import { payouts as payoutsTable } from '../../db/schema';
import type { Transaction } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { readKeysetPage, type KeysetPage, type PageCursor } from '../../lib/keyset-page';
import type { Actor } from '../../lib/service-context';
import { recordAdminAction, type AdminActionEntry } from '../failed-emails';

type AdminAction = AdminActionEntry['action'];
import { announce, type Told } from '../notifications';
import { applyOutcome } from './payout-ledger';
import { transferReference, type PayoutRail, type RailBatch } from './payout-rail';
import type { PayoutsContext } from './payouts.context';
import {
  batchCounts,
  batchPayouts,
  findAdminPayoutView,
  findBatch,
  findBatchOfRequest,
  findPayout,
  findPayoutView,
  insertBatch,
  listBatches,
  listPayoutsByStatus,
  lockBatch,
  movePayout,
  updateBatch,
  type AdminPayoutView,
  type PayoutBatchRow,
  type PayoutView,
} from './payouts.repository';

/**
 * The admins' side: the queue, approvals (two different admins above the limit), batches handed
 * to a rail, and the rail's results. Every decision is a row of `admin_actions` in its own
 * transaction.
 */

const queueCursor: PageCursor<ReturnType<typeof decodeCursor>, AdminPayoutView> = {
  decode: decodeCursor,
  encode: (row) => encodeCursor({ createdAt: row.payout.createdAt, id: row.payout.id }),
};

export function listPayoutQueue(
  ctx: PayoutsContext,
  request: { status: PayoutStatus; limit: number; after?: string },
): Promise<KeysetPage<AdminPayoutView>> {
  return readKeysetPage(
    request,
    (query) => listPayoutsByStatus(ctx.db, request.status, query),
    queueCursor,
  );
}

export async function adminViewOf(ctx: PayoutsContext, payoutId: string): Promise<AdminPayoutView> {
  const view = await findAdminPayoutView(ctx.db, payoutId);
  if (!view) throw new ApiError('payoutNotFound');
  return view;
}

/**
 * Below the limit one approval makes it `approved`. Above it the first makes it
 * `awaitingSecondApproval` and only another admin's approval makes it `approved`: the same
 * admin again is refused by the UPDATE's own condition (and the table's check).
 */
export async function approvePayout(
  ctx: PayoutsContext,
  admin: Actor,
  payoutId: string,
): Promise<AdminPayoutView> {
  const found = await findPayout(ctx.db, payoutId);
  if (!found) throw new ApiError('payoutNotFound');
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    let action: AdminAction = 'payoutApproved';
    let moved;
    if (found.status === 'awaitingSecondApproval') {
      if (found.firstApprovedBy === admin.id) throw new ApiError('secondApproverSame');
      moved = await movePayout(
        tx,
        payoutId,
        'secondApprove',
        { secondApprovedBy: admin.id, secondApprovedAt: now },
        ne(payoutsTable.firstApprovedBy, admin.id),
      );
      action = 'payoutSecondApproval';
    } else {
      moved = await movePayout(
        tx,
        payoutId,
        found.needsSecondApproval ? 'firstApprove' : 'approve',
        { firstApprovedBy: admin.id, firstApprovedAt: now },
      );
      if (found.needsSecondApproval) action = 'payoutFirstApproval';
    }
    if (!moved) throw new ApiError('payoutIllegalMove');
    await recordAdminAction(tx, {
      adminId: admin.id,
      action,
      subjectId: payoutId,
      detail: { amountPaisa: moved.amount, status: moved.status },
    });
  });
  return adminViewOf(ctx, payoutId);
}

function railOf(ctx: PayoutsContext, name: PayoutRailName): PayoutRail {
  const rail = ctx.rails[name];
  if (!rail) throw new ApiError('railUnavailable');
  return rail;
}

async function presentable(ctx: PayoutsContext, batch: PayoutBatchRow) {
  const counts = (await batchCounts(ctx.db, [batch.id])).get(batch.id);
  return { batch, counts: counts ?? { paid: 0, failed: 0, open: 0 } };
}

/** Approved payouts into one batch: every one named must be `approved`, or none moves. */
export async function makeBatch(
  ctx: PayoutsContext,
  admin: Actor,
  body: { idempotencyKey: string; rail: PayoutRailName; payoutIds: string[] },
) {
  railOf(ctx, body.rail);
  const ids = [...new Set(body.payoutIds)];
  const batch = await ctx.db.transaction(async (tx) => {
    const retried = await findBatchOfRequest(tx, admin.id, body.idempotencyKey);
    if (retried) return retried;
    const made = await insertBatch(tx, {
      rail: body.rail,
      createdBy: admin.id,
      requestKey: body.idempotencyKey,
      payoutCount: 0,
      total: 0,
    });
    const moved = await tx
      .update(payoutsTable)
      .set({ status: 'batched', batchId: made.id })
      .where(and(inArray(payoutsTable.id, ids), eq(payoutsTable.status, 'approved')))
      .returning({ amount: payoutsTable.amount });
    if (moved.length !== ids.length) throw new ApiError('payoutIllegalMove');
    const total = moved.reduce((sum, row) => sum + row.amount, 0);
    const filled = await updateBatch(tx, made.id, { payoutCount: moved.length, total });
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'payoutBatchMade',
      subjectId: made.id,
      detail: { rail: body.rail, payouts: moved.length, totalPaisa: total },
    });
    return filled;
  });
  return presentable(ctx, batch);
}

export async function listBatchesWithCounts(ctx: PayoutsContext) {
  const batches = await listBatches(ctx.db, 50);
  const counts = await batchCounts(
    ctx.db,
    batches.map((batch) => batch.id),
  );
  return batches.map((batch) => ({
    batch,
    counts: counts.get(batch.id) ?? { paid: 0, failed: 0, open: 0 },
  }));
}

/** A batch as its rail sees it: references, numbers (opened from their seal), net amounts. */
function railBatch(batch: PayoutBatchRow, views: PayoutView[]): RailBatch {
  return {
    id: batch.id,
    createdAt: batch.createdAt,
    payouts: views.map(({ payout, method }) => ({
      id: payout.id,
      reference: transferReference(payout.id),
      kind: method.kind,
      accountNumber: method.accountNumber,
      accountTitle: method.accountTitle,
      netPaisa: payout.amount - payout.fee,
    })),
  };
}

/** The batch is settled once none of its payouts waits for a result. */
async function settleIfDone(tx: Transaction, batchId: string): Promise<void> {
  const open = (await batchCounts(tx, [batchId])).get(batchId)?.open ?? 0;
  if (open === 0)
    await tx.execute(
      sql`update payout_batches set status = 'settled', settled_at = now() where id = ${batchId} and status = 'sent'`,
    );
}

/**
 * Hands the batch to its rail, once (`ready` → `sent` under the batch's lock), and applies
 * whatever outcomes the rail knows at once: the simulator's all, the bank file's none.
 */
export async function sendBatch(ctx: PayoutsContext, admin: Actor, batchId: string) {
  const found = await findBatch(ctx.db, batchId);
  if (!found) throw new ApiError('batchNotFound');
  const rail = railOf(ctx, found.rail);
  const told = await ctx.db.transaction(async (tx): Promise<(Told | null)[]> => {
    const batch = await lockBatch(tx, batchId);
    if (!batch) throw new ApiError('batchNotFound');
    if (batch.status !== 'ready') throw new ApiError('batchAlreadySent');
    await updateBatch(tx, batchId, { status: 'sent', sentBy: admin.id, sentAt: new Date() });
    const views = await batchPayouts(tx, batchId);
    const outcomes = await rail.send(railBatch(batch, views));
    const byId = new Map(views.map((view) => [view.payout.id, view]));
    const notices: (Told | null)[] = [];
    for (const outcome of outcomes) {
      const view = byId.get(outcome.payoutId);
      if (view)
        notices.push(await applyOutcome(tx, view, outcome, rail, { type: 'admin', id: admin.id }));
    }
    await settleIfDone(tx, batchId);
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'payoutBatchSent',
      subjectId: batchId,
      detail: { rail: batch.rail, outcomes: outcomes.length },
    });
    return notices;
  });
  announce(ctx.bus, told);
  return presentable(ctx, (await findBatch(ctx.db, batchId))!);
}

/** The bank's upload file of a bank-file batch, at any point of its life. */
export async function batchFile(ctx: PayoutsContext, batchId: string) {
  const batch = await findBatch(ctx.db, batchId);
  if (!batch) throw new ApiError('batchNotFound');
  const rail = ctx.rails[batch.rail];
  if (!rail?.file) throw new ApiError('railHasNoFile');
  return rail.file(railBatch(batch, await batchPayouts(ctx.db, batchId)));
}

/** What the bank reported of one payout of a sent batch, marked by an admin. */
export async function recordResult(
  ctx: PayoutsContext,
  admin: Actor,
  payoutId: string,
  body: { outcome: 'paid' | 'failed'; reason: string; bankReference: string },
): Promise<AdminPayoutView> {
  if (body.outcome === 'failed' && body.reason === '') throw new ApiError('failureReasonRequired');
  const found = await findPayout(ctx.db, payoutId);
  if (!found) throw new ApiError('payoutNotFound');
  if (!found.batchId) throw new ApiError('payoutIllegalMove');
  const told = await ctx.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, found.batchId!);
    if (!batch) throw new ApiError('batchNotFound');
    if (batch.status === 'ready') throw new ApiError('batchNotSent');
    const rail = railOf(ctx, batch.rail);
    const view = (await findPayoutView(tx, payoutId))!;
    const outcome =
      body.outcome === 'paid'
        ? { payoutId, outcome: 'paid' as const, bankReference: body.bankReference }
        : { payoutId, outcome: 'failed' as const, reason: body.reason };
    const notice = await applyOutcome(tx, view, outcome, rail, { type: 'admin', id: admin.id });
    await settleIfDone(tx, batch.id);
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: body.outcome === 'paid' ? 'payoutMarkedPaid' : 'payoutMarkedFailed',
      subjectId: payoutId,
      detail: {
        batchId: batch.id,
        reason: body.reason || null,
        bankReference: body.bankReference || null,
      },
    });
    return notice;
  });
  announce(ctx.bus, [told]);
  return adminViewOf(ctx, payoutId);
}
