import type { PayInRail as RailName } from '@kaamyaab/shared-api/contract';
import type { LedgerAccount } from '../ledger';

/**
 * One way money reaches the platform's account (docs/decisions/028-contracts-and-escrow.md).
 * The pay-ins service owns everything that is the same for every rail: who may pay, the
 * milestone's moves, the ledger posting from `incomingAccount` into the milestone's escrow, the
 * timeline and the admin's trail. A rail answers only what differs: what the company is shown to
 * pay, whether the evidence it is handed proves the money arrived, and what refusing or refunding
 * means outside. The bank transfer is the first rail; an online provider (e.g. JazzCash's hosted
 * checkout) is another implementation of this interface and a new member of `payInRails`, with
 * its own kind of evidence (a signed callback), and nothing else changes.
 */

/** A pay-in as a rail sees it. */
export interface RailPayIn {
  id: string;
  amountPaisa: number;
  reference: string;
  /** When it started: an online rail's checkout is stamped and expires from here. */
  createdAt: Date;
}

/**
 * A provider's hosted checkout: the company's browser posts `fields` (signed by the rail) to
 * `url`, pays on the provider's page, and is sent back to us with the outcome.
 */
export interface HostedCheckout {
  url: string;
  fields: Record<string, string>;
  expiresAt: Date;
}

/** Where and how to pay: a bank account and the reference to write in the transfer. */
export interface PayInInstructions {
  bankName: string;
  accountTitle: string;
  iban: string;
  raastId: string | null;
}

/**
 * What is offered as proof that the money arrived. A bank transfer's is what an admin read on
 * the partner bank's statement; an online rail's will be its provider's signed notification.
 */
export type PayInEvidence =
  /** What an admin read on the statement, or a statement line matched on import. */
  | { kind: 'statement'; amountPaisa: number; reference: string }
  /**
   * A provider's notice (its return, payment notification or status inquiry) whose signature
   * was verified before it got here: the rail checks it is a success for this pay-in's reference
   * and amount.
   */
  | {
      kind: 'providerNotice';
      amountPaisa: number;
      reference: string;
      /** The provider's own code for the outcome, e.g. JazzCash's `pp_ResponseCode`. */
      responseCode: string;
      /** The provider's id of the payment, kept on the pay-in as its transaction ID. */
      providerReference: string;
    };

/** What a refund means outside the platform, for the admin who carries it out. */
export interface RefundOutcome {
  /** `manual`: someone sends the money back by hand; an online rail answers `sent`. */
  mode: 'manual' | 'sent';
  note: string;
}

export interface PayInRail {
  readonly name: RailName;
  /** The outside world's side of money that arrived through this rail. */
  readonly incomingAccount: LedgerAccount;
  /** Where a bank transfer goes, shown before the company pays; null for an online rail. */
  startPayIn(payIn: RailPayIn): PayInInstructions | null;
  /** An online rail's checkout for a pay-in still waiting for its payment. */
  checkout?(payIn: RailPayIn): HostedCheckout;
  /** Resolves when the evidence proves the pay-in's money arrived; throws the refusal otherwise. */
  confirm(payIn: RailPayIn, evidence: PayInEvidence): Promise<void>;
  /** Ends the pay-in outside (an online rail cancels its checkout); a bank transfer has nothing. */
  refuse(payIn: RailPayIn, reason: string): Promise<void>;
  /** Sends money that arrived through this rail back to where it came from. */
  refund(payIn: RailPayIn, amountPaisa: number): Promise<RefundOutcome>;
}

/** Every rail of `payInRails`, by name: a pay-in row names the one it went through. */
export type Rails = Record<RailName, PayInRail>;
