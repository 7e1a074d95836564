import {
  feeClassOf,
  formatPaisa,
  readPayoutDestination,
  type AddPayoutMethodBody,
} from '@kaamyaab/shared-api/contract';
import type { Transaction } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../lib/service-context';
import { balanceOf, earningsAccount } from '../ledger';
import { holdForPayout, returnToEarnings } from './payout-ledger';
import type { PayoutsContext } from './payouts.context';
import {
  findMethod,
  findPayoutOfRequest,
  findPayoutView,
  insertMethod,
  insertPayout,
  listFreelancerPayouts,
  listMethods,
  lockEarnings,
  movePayout,
  removeMethod,
  setDefaultMethod,
  type PayoutMethodRow,
  type PayoutRow,
  type PayoutView,
} from './payouts.repository';

/**
 * The freelancer's side of payouts: where to be paid, asking for a payout, cancelling it before
 * an admin approves. Asking moves the amount out of the earnings at once (into `payout:<id>`),
 * so what is shown as available is always what can still be asked for.
 */

export const MAX_PAYOUT_METHODS = 5;
const HISTORY = 50;

export async function payoutsOverview(ctx: PayoutsContext, actor: Actor) {
  const [availablePaisa, methods, payouts] = await Promise.all([
    balanceOf(ctx.db, earningsAccount(actor.id)),
    listMethods(ctx.db, actor.id),
    listFreelancerPayouts(ctx.db, actor.id, HISTORY),
  ]);
  return { availablePaisa, methods, payouts };
}

/**
 * Saves a method, its number read by the contract's reader (each mistake its own code) and
 * sealed at rest. The first method is the default; `makeDefault` moves the default to it.
 */
export async function addMethod(
  ctx: PayoutsContext,
  actor: Actor,
  body: {
    kind: AddPayoutMethodBody['kind'];
    accountNumber: string;
    accountTitle: string;
    makeDefault: boolean;
  },
): Promise<PayoutMethodRow> {
  const read = readPayoutDestination(body.kind, body.accountNumber);
  if ('problem' in read) throw new ApiError(read.problem);
  return ctx.db.transaction(async (tx) => {
    await lockEarnings(tx, earningsAccount(actor.id));
    const existing = await listMethods(tx, actor.id);
    if (existing.length >= MAX_PAYOUT_METHODS) throw new ApiError('tooManyPayoutMethods');
    const isDefault = body.makeDefault || !existing.some((method) => method.isDefault);
    if (isDefault) await setDefaultMethod(tx, actor.id, null);
    return insertMethod(tx, {
      freelancerId: actor.id,
      kind: body.kind,
      accountNumber: read.number,
      accountTitle: body.accountTitle,
      isDefault,
    });
  });
}

/** Removed from use; the oldest remaining becomes the default if the default went. */
export async function removeOwnMethod(ctx: PayoutsContext, actor: Actor, methodId: string) {
  return ctx.db.transaction(async (tx) => {
    await lockEarnings(tx, earningsAccount(actor.id));
    const method = await findMethod(tx, actor.id, methodId);
    if (!method) throw new ApiError('payoutMethodNotFound');
    await removeMethod(tx, methodId);
    const rest = await listMethods(tx, actor.id);
    if (method.isDefault && rest[0]) await setDefaultMethod(tx, actor.id, rest[0].id);
    return listMethods(tx, actor.id);
  });
}

export async function chooseDefault(ctx: PayoutsContext, actor: Actor, methodId: string) {
  return ctx.db.transaction(async (tx) => {
    await lockEarnings(tx, earningsAccount(actor.id));
    if (!(await findMethod(tx, actor.id, methodId))) throw new ApiError('payoutMethodNotFound');
    await setDefaultMethod(tx, actor.id, methodId);
    return listMethods(tx, actor.id);
  });
}

export interface PayoutAsk {
  freelancerId: string;
  amountPaisa: number | 'all';
  methodId?: string;
  requestKey: string;
  /** An admin paying out a closed or deactivated account: no minimum, all that is left. */
  by: { type: 'freelancer' | 'admin'; id: string };
  /** Written in the payout's own transaction (an admin's action is audited there). */
  audit?: (tx: Transaction, payout: PayoutRow) => Promise<void>;
}

/**
 * The one way a payout is made. Under the lock of the freelancer's earnings: a retried key
 * answers its payout; the amount must be within the balance read under that lock, so racing
 * requests queue and never overdraw; the payout's row and the ledger's hold commit together.
 */
export async function askForPayout(ctx: PayoutsContext, ask: PayoutAsk): Promise<string> {
  const account = earningsAccount(ask.freelancerId);
  return ctx.db.transaction(async (tx) => {
    await lockEarnings(tx, account);
    const retried = await findPayoutOfRequest(tx, ask.by.id, ask.requestKey);
    if (retried) {
      // A key this caller used for another freelancer's payout is not this request.
      if (retried.freelancerId !== ask.freelancerId) throw new ApiError('idempotencyReused');
      return retried.id;
    }
    const method = ask.methodId
      ? await findMethod(tx, ask.freelancerId, ask.methodId)
      : (await listMethods(tx, ask.freelancerId))[0];
    if (!method) throw new ApiError('payoutMethodNotFound');
    const balance = await balanceOf(tx, account);
    const amount = ask.amountPaisa === 'all' ? balance : ask.amountPaisa;
    const fee = ctx.terms.feePaisa[feeClassOf(method.kind)];
    if (ask.amountPaisa !== 'all' && amount < ctx.terms.minimumPaisa)
      throw new ApiError('payoutBelowMinimum', {
        params: { minimum: formatPaisa(ctx.terms.minimumPaisa) },
      });
    if (amount > balance || amount <= fee) throw new ApiError('payoutAboveBalance');
    const payout = await insertPayout(tx, {
      freelancerId: ask.freelancerId,
      methodId: method.id,
      methodKind: method.kind,
      amount,
      fee,
      requestedByType: ask.by.type,
      requestedBy: ask.by.id,
      requestKey: ask.requestKey,
      needsSecondApproval: amount > ctx.terms.secondApprovalAbovePaisa,
    });
    await holdForPayout(tx, payout, ask.by);
    await ask.audit?.(tx, payout);
    return payout.id;
  });
}

export async function requestPayout(
  ctx: PayoutsContext,
  actor: Actor,
  body: { idempotencyKey: string; amountPaisa: number; methodId?: string },
): Promise<PayoutView> {
  const payoutId = await askForPayout(ctx, {
    freelancerId: actor.id,
    amountPaisa: body.amountPaisa,
    methodId: body.methodId,
    requestKey: body.idempotencyKey,
    by: { type: 'freelancer', id: actor.id },
  });
  return (await findPayoutView(ctx.db, payoutId))!;
}

/** Before any approval only; the money returns to the earnings at once. */
export async function cancelPayout(
  ctx: PayoutsContext,
  actor: Actor,
  payoutId: string,
): Promise<PayoutView> {
  await ctx.db.transaction(async (tx) => {
    const view = await findPayoutView(tx, payoutId);
    if (!view || view.payout.freelancerId !== actor.id) throw new ApiError('payoutNotFound');
    const moved = await movePayout(tx, payoutId, 'cancel', { decidedAt: new Date() });
    if (!moved) throw new ApiError('payoutIllegalMove');
    await returnToEarnings(tx, moved, 'payoutCancelled', { type: 'freelancer', id: actor.id });
  });
  return (await findPayoutView(ctx.db, payoutId))!;
}
