import type { PayoutMethodKind, PayoutRailName } from '@kaamyaab/shared-api/contract';
import type { LedgerAccount } from '../ledger';

/**
 * One way money leaves the partner account for freelancers (docs/decisions/029). The payouts
 * service owns what every rail shares: approvals, batches, the payout's moves, the ledger
 * postings (`payout:` to `outgoing:<rail>` and the fee, or back to the earnings), the notices
 * and the admins' trail. A rail answers only what differs: how a batch is handed over, and
 * which outcomes it knows at once. The bank file knows none (the bank reports later and an admin
 * marks them); the simulator knows all. An online rail (a bank's payments API, a wallet's
 * disbursement API) would answer "sent" and report through a signed callback.
 */

/** A payout as a rail sees it: where to, and how much reaches the account. */
export interface RailPayout {
  id: string;
  /** The bank's reference for the transfer, unique per payout (`KY` + 16 hex of its id). */
  reference: string;
  kind: PayoutMethodKind;
  accountNumber: string;
  accountTitle: string;
  /** What reaches the account: the amount less the fee. */
  netPaisa: number;
}

export type RailOutcome =
  | { payoutId: string; outcome: 'paid'; bankReference: string }
  | { payoutId: string; outcome: 'failed'; reason: string };

export interface RailBatch {
  id: string;
  createdAt: Date;
  payouts: RailPayout[];
}

export interface PayoutRail {
  readonly name: PayoutRailName;
  /** The outside world's side of money that left through this rail. */
  readonly outgoingAccount: LedgerAccount;
  /** Hands the batch over; answers the outcomes known now (none when the bank reports later). */
  send(batch: RailBatch): Promise<RailOutcome[]>;
  /** The batch as the file an admin uploads to the bank, for a rail that has one. */
  file?(batch: RailBatch): { name: string; body: string };
}

/** The rails this server offers, by name: the simulator is absent in production. */
export type PayoutRails = Partial<Record<PayoutRailName, PayoutRail>>;

/** The reference a bank shows on the transfer: short enough for every bulk format. */
export const transferReference = (payoutId: string) =>
  `KY${payoutId.replace(/-/g, '').slice(0, 16).toUpperCase()}`;
