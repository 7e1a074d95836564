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
 * - `fees:platform`: the platform's fees.
 */
export type LedgerAccount =
  | `incoming:${string}`
  | `escrow:${string}:${string}`
  | `earnings:${string}`
  | `balance:${string}`
  | 'fees:platform';

export const incomingAccount = (rail: string): LedgerAccount => `incoming:${rail}`;
export const escrowAccount = (contractId: string, milestoneId: string): LedgerAccount =>
  `escrow:${contractId}:${milestoneId}`;
/** Every escrow account of one contract begins with this. */
export const contractEscrowPrefix = (contractId: string) => `escrow:${contractId}:`;
export const earningsAccount = (freelancerId: string): LedgerAccount => `earnings:${freelancerId}`;
export const companyBalanceAccount = (companyId: string): LedgerAccount => `balance:${companyId}`;
export const FEES_ACCOUNT: LedgerAccount = 'fees:platform';

/** Only the outside world's side may be negative; every account someone owns stays at zero or above. */
export const mayGoNegative = (account: string): boolean => account.startsWith('incoming:');
