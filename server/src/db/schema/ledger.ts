import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, millis, money } from './columns';

/**
 * The money ledger (docs/decisions/028-contracts-and-escrow.md): every movement is one
 * transaction of two or more entries that sum to zero, in paisa. Rows are only ever added:
 * migration 0015 refuses UPDATE, DELETE and TRUNCATE on both tables, and checks at commit that
 * each transaction balances. A balance is the sum of an account's entries, never a stored number.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    /** What the movement is once and only once, e.g. `release:<milestone>`: a retry finds it. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** e.g. `payInConfirmed`, `release`, `partRelease`, `autoRelease`, `refund`. */
    kind: text('kind').notNull(),
    /** The key the client sent with the request that made it, to answer a retry as the first. */
    requestKey: text('request_key'),
    /** Who made it happen: `company`, `freelancer`, `admin` or `system`, and which account. */
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    contractId: uuid('contract_id'),
    milestoneId: uuid('milestone_id'),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transactions_request_idx')
      .on(table.actorId, table.requestKey)
      .where(sql`${table.requestKey} is not null`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** e.g. `escrow:<contract>:<milestone>`, `earnings:<freelancer>` (ledger/accounts.ts). */
    account: text('account').notNull(),
    /** The company or freelancer whose statement shows this line; null for the platform's. */
    partyId: uuid('party_id'),
    contractId: uuid('contract_id'),
    milestoneId: uuid('milestone_id'),
    /** Paisa; positive adds to the account, negative takes from it. */
    amount: money('amount').notNull(),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('ledger_entries_amount_check', sql`${table.amount} <> 0`),
    index('ledger_entries_account_idx').on(table.account),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_party_idx').on(
      table.partyId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('ledger_entries_contract_idx').on(table.contractId, table.createdAt, table.id),
  ],
);
