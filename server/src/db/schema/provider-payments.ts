import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, millis, money } from './columns';
import { payIns } from './deals';

/**
 * Every notice a payment provider sent about a checkout (its browser return, its payment
 * notification, its answer to a status inquiry), verified or not, with the fields as received
 * (the merchant's password removed): the audit of what the provider said and what we did with it
 * (docs/decisions/029-paying-in-and-out.md). A forged notice is kept too, and never applied.
 */
export const providerNoticeSources = ['return', 'ipn', 'inquiry'] as const;
export type ProviderNoticeSource = (typeof providerNoticeSources)[number];

export const providerNoticeOutcomes = [
  /** Verified, a success: the milestone was funded by it. */
  'funded',
  /** Verified, a success, but the milestone could no longer take it: the company's balance. */
  'credited',
  /** Verified, a success for money posted before (a duplicate, a replay, a race lost). */
  'alreadySettled',
  /** Verified, the provider's refusal: the pay-in was refused so the company can try again. */
  'refused',
  /** Verified, the payment is still waiting at the provider. */
  'pending',
  /** The hash was missing or wrong: nothing was read from it. */
  'forged',
  /** Verified, but its amount or reference is not the pay-in's: nothing moved. */
  'mismatch',
  /** Verified, but it names no pay-in of ours, or one already closed. */
  'ignored',
] as const;
export type ProviderNoticeOutcome = (typeof providerNoticeOutcomes)[number];

export const providerNotices = pgTable(
  'provider_notices',
  {
    id: id(),
    provider: text('provider').notNull(),
    source: text('source').$type<ProviderNoticeSource>().notNull(),
    /** As the notice named it: trusted only when `verified`. */
    txnRefNo: text('txn_ref_no'),
    payInId: uuid('pay_in_id').references(() => payIns.id),
    verified: boolean('verified').notNull(),
    outcome: text('outcome').$type<ProviderNoticeOutcome>().notNull(),
    responseCode: text('response_code'),
    amount: money('amount'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    receivedAt: millis('received_at').notNull().defaultNow(),
  },
  (table) => [
    check('provider_notices_source_check', sql`${table.source} in ('return', 'ipn', 'inquiry')`),
    check(
      'provider_notices_outcome_check',
      sql`${table.outcome} in ('funded', 'credited', 'alreadySettled', 'refused', 'pending', 'forged', 'mismatch', 'ignored')`,
    ),
    index('provider_notices_pay_in_idx').on(table.payInId, table.receivedAt),
    index('provider_notices_txn_ref_idx').on(table.txnRefNo),
  ],
);
