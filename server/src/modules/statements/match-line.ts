import type { UnmatchedReason } from '@kaamyaab/shared-api/contract';
import type { Transaction } from '../../db/database';
import { incomingAccount, postTransaction, unmatchedAccount } from '../ledger';
import type { Told } from '../notifications';
import { settlePayIn } from '../pay-ins';
import type { StatementLine } from './statement-layouts';
import { paymentReferenceIn } from './statement-layouts';
import type { StatementsContext } from './statements.context';
import {
  findBankPayIn,
  insertLine,
  otherClaim,
  updateLine,
  type LineRow,
} from './statements.repository';

/**
 * What one line of a statement does, inside its own savepoint of the import. A debit is kept and
 * skipped. A credit naming a bank-transfer pay-in with its amount settles it (`payIn:<id>`, once
 * ever) or, when an admin had confirmed it by eye, agrees with that confirmation. Any other
 * credit is money that arrived all the same: it is held on `unmatched:<line>` so the ledger
 * always equals the partner account, until an admin decides it.
 */

export const unmatchedLedgerKey = (lineId: string) => `statementLine:${lineId}`;

export type LineOutcome =
  { outcome: 'duplicate' } | { outcome: 'recorded'; line: LineRow; told: Told[] };

export async function importLine(
  ctx: StatementsContext,
  tx: Transaction,
  statementId: string,
  read: StatementLine,
): Promise<LineOutcome> {
  const paymentReference = read.direction === 'credit' ? paymentReferenceIn(read) : null;
  const line = await insertLine(tx, {
    statementId,
    lineNumber: read.lineNumber,
    fingerprint: read.fingerprint,
    bookedOn: read.bookedOn,
    description: read.description,
    bankReference: read.bankReference,
    direction: read.direction,
    amount: read.amount,
    balance: read.balance,
    paymentReference,
    // A credit is unmatched until a pay-in takes it; a debit is only kept.
    status: read.direction === 'credit' ? 'unmatched' : 'skipped',
  });
  if (!line) return { outcome: 'duplicate' };
  if (line.direction === 'debit') return { outcome: 'recorded', line, told: [] };
  if (!paymentReference) return holdUnmatched(tx, line, 'noReference', null);
  const payIn = await findBankPayIn(tx, paymentReference);
  if (!payIn) return holdUnmatched(tx, line, 'unknownReference', null);
  if (payIn.amount !== line.amount) return holdUnmatched(tx, line, 'wrongAmount', payIn.id);
  // Settling locks the milestone and the pay-in, so the claim below is read under those locks.
  const settled = await settlePayIn(ctx, tx, payIn, {
    by: 'system',
    actorId: null,
    requestKey: null,
    evidence: { kind: 'statement', amountPaisa: line.amount, reference: paymentReference },
    whenUnfundable: 'credit',
  });
  if (settled.outcome === 'alreadySettled' && (await otherClaim(tx, payIn.id, line.id)))
    return holdUnmatched(tx, line, 'paidTwice', payIn.id);
  const matched = await updateLine(tx, line.id, { status: 'matched', payInId: payIn.id });
  return { outcome: 'recorded', line: matched, told: settled.told };
}

/** The credit arrived with nothing to take it: `incoming −x, unmatched:<line> +x`. */
export async function holdUnmatched(
  tx: Transaction,
  line: LineRow,
  reason: UnmatchedReason,
  payInId: string | null,
): Promise<LineOutcome> {
  await postTransaction(tx, {
    idempotencyKey: unmatchedLedgerKey(line.id),
    kind: 'statementUnmatched',
    actorType: 'system',
    lines: [
      { account: incomingAccount('bankTransfer'), amount: -line.amount, partyId: null },
      { account: unmatchedAccount(line.id), amount: line.amount, partyId: null },
    ],
  });
  const held = await updateLine(tx, line.id, { status: 'unmatched', reason, payInId });
  return { outcome: 'recorded', line: held, told: [] };
}
