import { ApiError } from '../../lib/api-error';
import { incomingAccount } from '../ledger';
import { jazzCashRail, type JazzCashSettings } from './jazzcash/jazzcash.rail';
import type { PayInInstructions, PayInRail, RailPayIn, Rails } from './pay-in-rail';

/** The platform's account at its partner bank, from configuration (config/env.ts). */
export interface PlatformBankAccount {
  PLATFORM_BANK_NAME: string;
  PLATFORM_BANK_ACCOUNT_TITLE: string;
  PLATFORM_BANK_IBAN: string;
  PLATFORM_RAAST_ID: string;
}

/** As a statement prints it: case and spaces vary between banks and apps, the characters do not. */
export const normalReference = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * A bank transfer (IBFT or Raast) to the platform's account, naming the pay-in's reference. An
 * admin confirms it from the partner bank's statement: the amount and the reference read there
 * must both be the pay-in's, so a transfer for another milestone or of another amount is never
 * taken for this one. The company's receipt only helps the admin find the line; it proves nothing.
 */
export function bankTransferRail(account: PlatformBankAccount): PayInRail {
  const instructions: PayInInstructions = {
    bankName: account.PLATFORM_BANK_NAME,
    accountTitle: account.PLATFORM_BANK_ACCOUNT_TITLE,
    iban: account.PLATFORM_BANK_IBAN,
    raastId: account.PLATFORM_RAAST_ID,
  };
  return {
    name: 'bankTransfer',
    incomingAccount: incomingAccount('bankTransfer'),
    startPayIn: () => instructions,
    async confirm(payIn: RailPayIn, evidence) {
      const matches =
        evidence.kind === 'statement' &&
        evidence.amountPaisa === payIn.amountPaisa &&
        normalReference(evidence.reference) === normalReference(payIn.reference);
      if (!matches) throw new ApiError('payInMismatch');
    },
    // Nothing was taken from the company by the platform: the refusal is only ours to record.
    async refuse() {},
    async refund(_payIn, amountPaisa) {
      return {
        mode: 'manual',
        note: `Transfer ${amountPaisa} paisa back to the company's bank account by hand`,
      };
    },
  };
}

/** The rails this deployment pays in through. */
export const railsOf = (config: PlatformBankAccount & JazzCashSettings): Rails => ({
  bankTransfer: bankTransferRail(config),
  jazzCash: jazzCashRail(config),
});
