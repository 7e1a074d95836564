import type { ResolveLineBody } from '@kaamyaab/shared-api/contract';
import type { Transaction } from '../../db/database';
import { recordAdminAction } from '../failed-emails';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../lib/service-context';
import {
  companyBalanceAccount,
  outgoingAccount,
  postTransaction,
  transactionOfRequest,
  unmatchedAccount,
  type LedgerAccount,
} from '../ledger';
import { announce, type Told } from '../notifications';
import { settlePayIn } from '../pay-ins';
import { paymentReferenceIn } from './statement-layouts';
import type { StatementsContext } from './statements.context';
import {
  companyExists,
  findLineView,
  findBankPayIn,
  lockLine,
  resolveUnmatchedLine,
  type LineRow,
  type LineView,
} from './statements.repository';

/**
 * An admin's decision on a credit nothing claimed: apply it to a waiting pay-in of the same
 * amount, credit a company's balance with it, or record that it was sent back by hand. The line
 * is locked first (then, when applying, the milestone and the pay-in, as every pay-in path locks
 * them); only an `unmatched` line moves, once. A retry with the same key answers the decision as
 * it was made; every decision is in `admin_actions` with the admin's note.
 */

/** The ledger's name for moving an unmatched credit out by an admin's decision: once per line. */
export const resolutionLedgerKey = (lineId: string) => `statementLineResolved:${lineId}`;

const WAITING = ['awaitingPayment', 'awaitingConfirmation'];

export async function resolveLine(
  ctx: StatementsContext,
  admin: Actor,
  lineId: string,
  decision: ResolveLineBody,
): Promise<LineView> {
  const told = await ctx.db.transaction(async (tx): Promise<Told[]> => {
    const line = await lockLine(tx, lineId);
    if (!line) throw new ApiError('statementLineNotFound');
    if (line.status !== 'unmatched') {
      const retried =
        line.resolvedBy === admin.id && line.resolveRequestKey === decision.idempotencyKey;
      if (retried) return [];
      throw new ApiError('statementLineResolved');
    }
    if (await transactionOfRequest(tx, admin.id, decision.idempotencyKey))
      throw new ApiError('idempotencyReused');
    const done = await carryOut(ctx, tx, admin, line, decision);
    const resolved = await resolveUnmatchedLine(tx, line.id, {
      ...done.changes,
      resolvedBy: admin.id,
      resolveRequestKey: decision.idempotencyKey,
      resolutionNote: decision.note || null,
    });
    if (!resolved) throw new ApiError('statementLineResolved');
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: `statementLine${done.action}` as const,
      subjectId: line.id,
      detail: { amountPaisa: line.amount, note: decision.note || null, ...done.detail },
    });
    return done.told;
  });
  announce(ctx.bus, told);
  const view = await findLineView(ctx.db, lineId);
  if (!view) throw new ApiError('statementLineNotFound');
  return view;
}

interface Done {
  action: 'Applied' | 'Credited' | 'Refunded';
  changes: Partial<LineRow>;
  detail: Record<string, string>;
  told: Told[];
}

async function carryOut(
  ctx: StatementsContext,
  tx: Transaction,
  admin: Actor,
  line: LineRow,
  decision: ResolveLineBody,
): Promise<Done> {
  const held = unmatchedAccount(line.id);
  if (decision.action === 'apply') {
    const reference = paymentReferenceIn({ description: decision.reference, bankReference: null });
    const payIn = reference ? await findBankPayIn(tx, reference) : undefined;
    if (!payIn) throw new ApiError('payInNotFound');
    if (!WAITING.includes(payIn.status)) throw new ApiError('payInDecided');
    if (payIn.amount !== line.amount) throw new ApiError('statementAmountMismatch');
    const settled = await settlePayIn(ctx, tx, payIn, {
      by: 'admin',
      actorId: admin.id,
      requestKey: decision.idempotencyKey,
      // The admin's reading of the line is the evidence: this credit is that pay-in's money.
      evidence: { kind: 'statement', amountPaisa: line.amount, reference: payIn.reference },
      whenUnfundable: 'refuse',
      from: held,
    });
    if (settled.outcome === 'alreadySettled') throw new ApiError('payInDecided');
    return {
      action: 'Applied',
      changes: { status: 'applied', payInId: payIn.id },
      detail: { payInId: payIn.id },
      told: settled.told,
    };
  }
  if (decision.action === 'credit') {
    if (!(await companyExists(tx, decision.companyId))) throw new ApiError('companyNotFound');
    await moveOut(tx, admin, line, decision.idempotencyKey, 'unmatchedCredited', {
      account: companyBalanceAccount(decision.companyId),
      partyId: decision.companyId,
    });
    return {
      action: 'Credited',
      changes: { status: 'credited', creditedCompanyId: decision.companyId },
      detail: { companyId: decision.companyId },
      told: [],
    };
  }
  await moveOut(tx, admin, line, decision.idempotencyKey, 'unmatchedRefunded', {
    account: outgoingAccount('bankTransfer'),
    partyId: null,
  });
  return {
    action: 'Refunded',
    changes: { status: 'refunded', refundReference: decision.refundReference },
    detail: { refundReference: decision.refundReference },
    told: [],
  };
}

async function moveOut(
  tx: Transaction,
  admin: Actor,
  line: LineRow,
  requestKey: string,
  kind: string,
  to: { account: LedgerAccount; partyId: string | null },
) {
  await postTransaction(tx, {
    idempotencyKey: resolutionLedgerKey(line.id),
    kind,
    requestKey,
    actorType: 'admin',
    actorId: admin.id,
    lines: [
      { account: unmatchedAccount(line.id), amount: -line.amount, partyId: null },
      { account: to.account, amount: line.amount, partyId: to.partyId },
    ],
  });
}
