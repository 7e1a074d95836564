import type { StatementAccount, StatementLineDto } from '@kaamyaab/shared-api/contract';
import type { KeysetPage } from '../../lib/keyset-page';
import type { LedgerAccountKind } from '../ledger';
import type { LedgerLineView } from './money.repository';

/**
 * `escrow:<contract>:<milestone>` is an escrow line, `earnings:<id>` an earnings line, …: every
 * kind of ledger account has its statement name, so a line of any kind can be shown.
 */
const ACCOUNT_KINDS: Record<LedgerAccountKind, StatementAccount> = {
  escrow: 'escrow',
  earnings: 'earnings',
  balance: 'balance',
  fees: 'fees',
  incoming: 'incoming',
  outgoing: 'outgoing',
  tax: 'tax',
  payout: 'payout',
  unmatched: 'unmatched',
};

export function accountKindOf(account: string): StatementAccount {
  const kind = ACCOUNT_KINDS[account.slice(0, account.indexOf(':')) as LedgerAccountKind];
  if (!kind) throw new Error(`ledger account ${account} has no statement name`);
  return kind;
}

/**
 * One ledger entry as a statement line. The amount is the entry's own: positive adds to the
 * account, and every account a party's statement shows is that party's, so money coming to it
 * is positive (a company's escrow grows when it pays in, shrinks at a release).
 */
export function statementLineOf(line: LedgerLineView): StatementLineDto {
  return {
    id: line.id,
    at: line.createdAt.toISOString(),
    kind: line.kind,
    account: accountKindOf(line.account),
    amountPaisa: line.amount,
    contractId: line.contractId,
    contractTitle: line.contractTitle,
    milestoneTitle: line.milestoneTitle,
  };
}

export function presentStatementPage({ rows, limit, nextCursor }: KeysetPage<LedgerLineView>) {
  return { lines: rows.map(statementLineOf), limit, nextCursor };
}
