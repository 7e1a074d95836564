/**
 * The facts of JazzCash's page-redirection protocol that both sides of it (our rail and the
 * local simulator) share: field values, times, references and what a response code means.
 */

/** The page-redirection version whose fields this module sends. */
export const PROTOCOL_VERSION = '1.1';
/** A mobile-account payment on the hosted page (`OTC` would be a voucher paid at an agent). */
export const TXN_TYPE = 'MWALLET';

/** The payment was made (`000`; an inquiry's `pp_PaymentResponseCode` says `121`). */
export const PAID_CODES: ReadonlySet<string> = new Set(['000', '121']);
/** Not decided yet: waiting for the customer (`157`) or for a voucher to be paid (`124`). */
export const PENDING_CODES: ReadonlySet<string> = new Set(['124', '157']);

export type PaymentState = 'paid' | 'pending' | 'failed';
export const paymentState = (code: string): PaymentState =>
  PAID_CODES.has(code) ? 'paid' : PENDING_CODES.has(code) ? 'pending' : 'failed';

/** Pakistan keeps UTC+05:00 all year; the protocol's times are its local time, yyyyMMddHHmmss. */
const PKT_OFFSET_MS = 5 * 60 * 60 * 1000;
export function pktStamp(at: Date): string {
  return new Date(at.getTime() + PKT_OFFSET_MS).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
export function fromPktStamp(stamp: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const at = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - PKT_OFFSET_MS;
  return Number.isNaN(at) ? null : new Date(at);
}

/**
 * `pp_TxnRefNo` is alphanumeric, at most 20 characters, unique per merchant: the pay-in's own
 * unique reference (`KY-ABCD-EFGH`) without its hyphens, so the two never disagree.
 */
export const txnRefNoOf = (reference: string) => reference.replace(/-/g, '');
export function referenceOfTxnRefNo(txnRefNo: string): string | null {
  const match = /^KY([2-9A-HJ-NP-Z]{4})([2-9A-HJ-NP-Z]{4})$/.exec(txnRefNo);
  return match ? `KY-${match[1]}-${match[2]}` : null;
}

/** An amount in paisa as the protocol writes it (digits, no decimals), or null when it is not. */
export function paisaOf(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,15}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
