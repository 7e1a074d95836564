import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database';
import type { ProviderNoticeOutcome, ProviderNoticeSource } from '../../../db/schema';
import { ApiError } from '../../../lib/api-error';
import { lockMilestone, recordContractEvent } from '../../contracts';
import { announce, payInRefused, type Told } from '../../notifications';
import type { PayInsContext } from '../pay-ins.context';
import { lockPayIn, updatePayIn, type PayInRow } from '../pay-ins.repository';
import { settlePayIn } from '../settle-pay-in';
import { hasValidHash } from './jazzcash-hash';
import { paisaOf, paymentState, referenceOfTxnRefNo } from './jazzcash-protocol';
import type { JazzCashSettings } from './jazzcash.rail';
import { findPayInByReference, insertNotice } from './jazzcash.repository';

/**
 * What JazzCash tells us about a checkout, by any of its three ways (the browser's return, the
 * payment notification, the answer to our status inquiry), handled alike: stored as received,
 * verified by its hash over exactly the fields received, and only then read. A verified payment
 * settles the pay-in through `settlePayIn`, so however many notices of one payment arrive, in
 * whatever order or at once, its money is posted once; a verified refusal closes the pay-in so
 * the company can pay again; a forged notice is kept for the audit and changes nothing.
 */

export interface NoticeResult {
  outcome: ProviderNoticeOutcome;
  payIn: PayInRow | null;
}

type Fields = Record<string, string>;

/** The fields as stored for the audit: the merchant's password is never among them. */
const storable = ({ pp_Password: _password, ...rest }: Fields): Fields => rest;

/** An inquiry's own code says whether it found the payment; the payment's code is apart. */
function readNotice(source: ProviderNoticeSource, fields: Fields) {
  const inquiry = source === 'inquiry';
  const inquiryAnswered = !inquiry || fields.pp_ResponseCode === '000';
  const code = (inquiry ? fields.pp_PaymentResponseCode : fields.pp_ResponseCode) ?? '';
  const message = (inquiry ? fields.pp_PaymentResponseMessage : fields.pp_ResponseMessage) ?? '';
  return {
    txnRefNo: fields.pp_TxnRefNo ?? null,
    amount: paisaOf(fields.pp_Amount),
    code,
    message,
    state: inquiryAnswered ? paymentState(code) : ('pending' as const),
    providerReference: fields.pp_RetreivalReferenceNo ?? '',
  };
}
type Notice = ReturnType<typeof readNotice>;

export async function receiveNotice(
  ctx: PayInsContext,
  settings: Pick<JazzCashSettings, 'JAZZCASH_INTEGRITY_SALT' | 'JAZZCASH_MERCHANT_ID'>,
  source: ProviderNoticeSource,
  fields: Fields,
): Promise<NoticeResult> {
  const notice = readNotice(source, fields);
  const record = (outcome: ProviderNoticeOutcome, payIn: PayInRow | null, verified = true) => ({
    provider: 'jazzCash',
    source,
    txnRefNo: notice.txnRefNo?.slice(0, 64) ?? null,
    payInId: payIn?.id ?? null,
    verified,
    outcome,
    responseCode: notice.code.slice(0, 16) || null,
    amount: notice.amount,
    fields: storable(fields),
  });
  if (!hasValidHash(fields, settings.JAZZCASH_INTEGRITY_SALT)) {
    ctx.log.warn(
      { source, txnRefNo: notice.txnRefNo },
      'a JazzCash notice with a missing or wrong hash',
    );
    await insertNotice(ctx.db, record('forged', null, false));
    return { outcome: 'forged', payIn: null };
  }
  const reference = notice.txnRefNo && referenceOfTxnRefNo(notice.txnRefNo);
  const found = reference ? await findPayInByReference(ctx.db, reference) : undefined;
  // The hash already proves the salt's holder sent it; a merchant named is still ours alone.
  const otherMerchant =
    fields.pp_MerchantID !== undefined && fields.pp_MerchantID !== settings.JAZZCASH_MERCHANT_ID;
  if (!found || found.rail !== 'jazzCash' || otherMerchant) {
    ctx.log.warn({ source, txnRefNo: notice.txnRefNo }, 'a JazzCash notice for no pay-in of ours');
    await insertNotice(ctx.db, record('ignored', null));
    return { outcome: 'ignored', payIn: null };
  }
  if (notice.state === 'pending') {
    await insertNotice(ctx.db, record('pending', found));
    return { outcome: 'pending', payIn: found };
  }
  if (notice.state === 'paid') return settleNotice(ctx, found, notice, record);
  const reason = `JazzCash: ${notice.message || notice.code}`.slice(0, 500);
  const closed = await closePayIn(ctx, found, reason, (tx, outcome) =>
    insertNotice(tx, record(outcome, found)),
  );
  return { outcome: closed ? 'refused' : 'ignored', payIn: found };
}

type Recorder = (
  outcome: ProviderNoticeOutcome,
  payIn: PayInRow | null,
) => Parameters<typeof insertNotice>[1];

async function settleNotice(
  ctx: PayInsContext,
  found: PayInRow,
  notice: Notice,
  record: Recorder,
): Promise<NoticeResult> {
  try {
    const settled = await ctx.db.transaction(async (tx) => {
      const result = await settlePayIn(ctx, tx, found, {
        by: 'system',
        actorId: null,
        requestKey: null,
        evidence: {
          kind: 'providerNotice',
          amountPaisa: notice.amount ?? -1,
          reference: found.reference,
          responseCode: notice.code,
          providerReference: notice.providerReference,
        },
        whenUnfundable: 'credit',
      });
      // The provider's id of the payment, kept as the pay-in's transaction ID for the audit.
      if (result.outcome !== 'alreadySettled' && notice.providerReference)
        await updatePayIn(tx, found.id, { transactionId: notice.providerReference.slice(0, 64) });
      await insertNotice(tx, record(result.outcome, found));
      return result;
    });
    announce(ctx.bus, settled.told);
    return { outcome: settled.outcome, payIn: settled.payIn };
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'payInMismatch') throw error;
    ctx.log.warn(
      { payInId: found.id, amount: notice.amount },
      "a verified JazzCash payment whose amount is not the pay-in's: not applied",
    );
    await insertNotice(ctx.db, record('mismatch', found));
    return { outcome: 'mismatch', payIn: found };
  }
}

/**
 * Refuses a JazzCash pay-in still waiting for its payment, by the system, with the provider's
 * message (or the sweep's reason for an expired checkout): the milestone never moved for it, so
 * it waits for funding again and the company can start a new checkout. `also` runs in the same
 * transaction with what happened (`refused`, or `ignored` when the pay-in was no longer open).
 */
export async function closePayIn(
  ctx: PayInsContext,
  found: Pick<PayInRow, 'id' | 'milestoneId'>,
  reason: string,
  also?: (tx: Transaction, outcome: 'refused' | 'ignored') => Promise<unknown>,
): Promise<boolean> {
  const told = await ctx.db.transaction(async (tx): Promise<Told | null | false> => {
    const { milestone, contract } = await lockMilestone(tx, found.milestoneId);
    const payIn = await lockPayIn(tx, found.id);
    if (!payIn || payIn.status !== 'awaitingPayment') {
      await also?.(tx, 'ignored');
      return false;
    }
    await updatePayIn(tx, payIn.id, {
      status: 'refused',
      refusedReason: reason,
      decidedAt: sql`now()`,
    });
    await recordContractEvent(tx, {
      contractId: contract.id,
      milestoneId: milestone.id,
      kind: 'payInRefused',
      by: 'system',
      actorId: null,
      amountPaisa: payIn.amount,
      note: reason,
    });
    await also?.(tx, 'refused');
    return payInRefused(tx, {
      payInId: payIn.id,
      contractId: contract.id,
      companyId: contract.companyId,
      freelancerId: contract.freelancerId,
      milestoneTitle: milestone.title,
      amountPaisa: payIn.amount,
      reason,
    });
  });
  if (told === false) return false;
  if (told) announce(ctx.bus, [told]);
  return true;
}
