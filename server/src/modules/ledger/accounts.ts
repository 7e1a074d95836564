/**
 * The ledger's accounts, named by what they hold (docs/decisions/028-contracts-and-escrow.md).
 * The money itself sits in the platform's account at its partner bank; these say whose it is.
 *
 * - `incoming:<rail>`: the outside world's side of money that arrived (bank transfers, later the
 *   online rails). It is the only kind of account that goes below zero: its sum is minus what the
 *   partner account received.
 * - `escrow:<contract>:<milestone>`: held for one milestone, the company's until released.
 * - `earnings:<freelancer>`: released to a freelancer, theirs to be paid out.
 * - `balance:<company>`: refunded to a company, theirs to fund again or be paid back.
 * - `outgoing:<rail>`: the outside world's side of money sent out (payouts, refunds): it only
 *   grows, by what left the partner account.
 * - `unmatched:<statement line>`: a credit on the partner bank's statement that matched no
 *   waiting pay-in, held until an admin applies it or sends it back.
 * - `payout:<payout>`: taken from a freelancer's earnings for a payout on its way out; it goes
 *   out (`outgoing:`) or back to the earnings if the payout fails.
 * - `tax:withheld`: tax withheld from payments, owed to the tax authority, not the platform's.
 * - `fees:platform`: the platform's fees.
 *
 * Money held for others is every account someone other than the platform owns: escrow, earnings,
 * balances, payouts on their way, unmatched credits and withheld tax. With the fees it is what
 * the partner account holds: minus the sum of the outside world's accounts.
 */
export type LedgerAccount =
  | `incoming:${string}`
  | `outgoing:${string}`
  | `escrow:${string}:${string}`
  | `earnings:${string}`
  | `balance:${string}`
  | `unmatched:${string}`
  | `payout:${string}`
  | 'tax:withheld'
  | 'fees:platform';

/** What comes before an account's first colon: the kind of money it holds. */
export type LedgerAccountKind = LedgerAccount extends `${infer Kind}:${string}` ? Kind : never;

export const incomingAccount = (rail: string): LedgerAccount => `incoming:${rail}`;
export const escrowAccount = (contractId: string, milestoneId: string): LedgerAccount =>
  `escrow:${contractId}:${milestoneId}`;
/** Every escrow account of one contract begins with this. */
export const contractEscrowPrefix = (contractId: string) => `escrow:${contractId}:`;
export const earningsAccount = (freelancerId: string): LedgerAccount => `earnings:${freelancerId}`;
export const companyBalanceAccount = (companyId: string): LedgerAccount => `balance:${companyId}`;
export const FEES_ACCOUNT: LedgerAccount = 'fees:platform';
export const outgoingAccount = (rail: string): LedgerAccount => `outgoing:${rail}`;
export const unmatchedAccount = (statementLineId: string): LedgerAccount =>
  `unmatched:${statementLineId}`;
export const payoutAccount = (payoutId: string): LedgerAccount => `payout:${payoutId}`;
export const TAX_WITHHELD_ACCOUNT: LedgerAccount = 'tax:withheld';

/** The outside world's side of the partner account: money in and money out. */
export const isOutsideWorld = (account: string): boolean =>
  account.startsWith('incoming:') || account.startsWith('outgoing:');

/** Only the outside world's side may be negative; every account someone owns stays at zero or above. */
export const mayGoNegative = isOutsideWorld;
