import { API_PREFIX } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../../lib/api-error';
import { incomingAccount } from '../../ledger';
import type { HostedCheckout, PayInRail, RailPayIn } from '../pay-in-rail';
import { signed } from './jazzcash-hash';
import {
  paymentState,
  pktStamp,
  PROTOCOL_VERSION,
  TXN_TYPE,
  txnRefNoOf,
} from './jazzcash-protocol';

/** The merchant account and addresses, from configuration (config/env.ts). */
export interface JazzCashSettings {
  JAZZCASH_MERCHANT_ID: string;
  JAZZCASH_PASSWORD: string;
  JAZZCASH_INTEGRITY_SALT: string;
  JAZZCASH_CHECKOUT_URL: string;
  JAZZCASH_INQUIRY_URL: string;
  JAZZCASH_EXPIRY_MINUTES: number;
  PUBLIC_URL: string;
}

export const jazzCashReturnUrl = (settings: Pick<JazzCashSettings, 'PUBLIC_URL'>) =>
  `${settings.PUBLIC_URL.replace(/\/$/, '')}${API_PREFIX}/pay-ins/jazzcash/return`;

export const checkoutExpiry = (
  payIn: Pick<RailPayIn, 'createdAt'>,
  settings: Pick<JazzCashSettings, 'JAZZCASH_EXPIRY_MINUTES'>,
) => new Date(payIn.createdAt.getTime() + settings.JAZZCASH_EXPIRY_MINUTES * 60_000);

/**
 * The request fields of JazzCash's page redirection for one pay-in, signed. They are a function
 * of the pay-in and the configuration alone (its start time stamps them), so the same checkout
 * is answered however often the pay-in is read, and nothing about it needs storing.
 */
export function checkoutFields(payIn: RailPayIn, settings: JazzCashSettings) {
  const txnRefNo = txnRefNoOf(payIn.reference);
  return signed(
    {
      pp_Version: PROTOCOL_VERSION,
      pp_TxnType: TXN_TYPE,
      pp_Language: 'EN',
      pp_MerchantID: settings.JAZZCASH_MERCHANT_ID,
      pp_Password: settings.JAZZCASH_PASSWORD,
      pp_TxnRefNo: txnRefNo,
      pp_Amount: String(payIn.amountPaisa),
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: pktStamp(payIn.createdAt),
      pp_TxnExpiryDateTime: pktStamp(checkoutExpiry(payIn, settings)),
      pp_BillReference: txnRefNo,
      // The provider refuses <>\*=%/:'|"{} in a description: plain words only.
      pp_Description: 'Kaamyaab milestone payment into escrow',
      pp_ReturnURL: jazzCashReturnUrl(settings),
      ppmpf_1: payIn.id,
    },
    settings.JAZZCASH_INTEGRITY_SALT,
  );
}

/**
 * JazzCash's hosted checkout (a mobile account's payment on the provider's page). The company's
 * browser posts the signed fields to the checkout; the provider's return, its notification and
 * its answer to a status inquiry come back signed with the same salt, are verified by the notice
 * service (jazzcash.notices.ts) and only then handed to `confirm` as evidence.
 */
export function jazzCashRail(settings: JazzCashSettings): PayInRail {
  return {
    name: 'jazzCash',
    incomingAccount: incomingAccount('jazzCash'),
    startPayIn: () => null,
    checkout(payIn): HostedCheckout {
      return {
        url: settings.JAZZCASH_CHECKOUT_URL,
        fields: checkoutFields(payIn, settings),
        expiresAt: checkoutExpiry(payIn, settings),
      };
    },
    async confirm(payIn, evidence) {
      const proves =
        evidence.kind === 'providerNotice' &&
        paymentState(evidence.responseCode) === 'paid' &&
        evidence.amountPaisa === payIn.amountPaisa &&
        evidence.reference === payIn.reference;
      if (!proves) throw new ApiError('payInMismatch');
    },
    // A checkout nobody paid lapses at its expiry by itself: nothing to cancel outside.
    async refuse() {},
    async refund(_payIn, amountPaisa) {
      return {
        mode: 'manual',
        note: `Refund ${amountPaisa} paisa from the JazzCash merchant portal to the paying mobile account`,
      };
    },
  };
}
