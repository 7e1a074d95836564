import { composeIBAN } from 'ibantools';
import { outgoingAccount } from '../ledger';
import type { PayoutRail, RailOutcome, RailPayout } from './payout-rail';

/**
 * A rail that pays nobody, shipped for tests and demos (never offered in production): it answers
 * every payout of a batch at once, by rules a tester can aim at.
 *
 * - An account number ending in `0013` fails with "Account closed": the IBAN
 *   `SIMULATOR_CLOSED_IBAN` (PK, valid check digits, bank SCBL, account ...0013) or the wallet
 *   `03000000013`.
 * - A wallet credit above Rs 50,000 fails with "Wallet limit exceeded" (a wallet's monthly
 *   receiving limit, as an unupgraded JazzCash or Easypaisa account has one).
 * - Everything else is paid, with the reference `SIM-` and the payout's reference.
 */
export const SIMULATOR_CLOSED_IBAN = composeIBAN({
  countryCode: 'PK',
  bban: 'SCBL0000000000000013',
}) as string;
export const SIMULATOR_CLOSED_WALLET = '03000000013';
export const SIMULATOR_WALLET_LIMIT_PAISA = 50_000_00;

export function simulatedOutcome(payout: RailPayout): RailOutcome {
  if (payout.accountNumber.endsWith('0013'))
    return { payoutId: payout.id, outcome: 'failed', reason: 'Account closed' };
  if (payout.kind !== 'iban' && payout.netPaisa > SIMULATOR_WALLET_LIMIT_PAISA)
    return { payoutId: payout.id, outcome: 'failed', reason: 'Wallet limit exceeded' };
  return { payoutId: payout.id, outcome: 'paid', bankReference: `SIM-${payout.reference}` };
}

export const simulatorRail: PayoutRail = {
  name: 'simulator',
  outgoingAccount: outgoingAccount('simulator'),
  send: (batch) => Promise.resolve(batch.payouts.map(simulatedOutcome)),
};
