import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  PayoutBatchStatus,
  PayoutMethodKind,
  PayoutRailName,
  PayoutStatus,
} from '@kaamyaab/shared-api/contract';
import { freelancers } from './accounts';
import { id, millis, money } from './columns';
import { sealedText } from './sealed-text';

/**
 * Where a freelancer is paid (docs/decisions/029-paying-in-and-out.md). The number is sealed as
 * the sign-up's bank account is; a removed method keeps its row (`removed_at`), since payouts
 * already asked for still go to it and the record must say where money went. Closing an account
 * keeps them too: the earnings left are still owed to that account.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: id(),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => freelancers.id),
    kind: text('kind').$type<PayoutMethodKind>().notNull(),
    accountNumber: sealedText('account_number').notNull(),
    accountTitle: text('account_title').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: millis('created_at').notNull().defaultNow(),
    removedAt: millis('removed_at'),
  },
  (table) => [
    check('payout_methods_kind_check', sql`${table.kind} in ('iban', 'jazzcash', 'easypaisa')`),
    index('payout_methods_freelancer_idx').on(table.freelancerId, table.createdAt),
    // One default among the methods still in use.
    uniqueIndex('payout_methods_default_unique')
      .on(table.freelancerId)
      .where(sql`${table.isDefault} and ${table.removedAt} is null`),
  ],
);

/** A batch of approved payouts handed to one rail together. */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: id(),
    rail: text('rail').$type<PayoutRailName>().notNull(),
    status: text('status').$type<PayoutBatchStatus>().notNull().default('ready'),
    createdBy: uuid('created_by').notNull(),
    /** The admin's key for making it: a retried request answers this batch. */
    requestKey: text('request_key').notNull(),
    payoutCount: integer('payout_count').notNull(),
    total: money('total').notNull(),
    createdAt: millis('created_at').notNull().defaultNow(),
    sentBy: uuid('sent_by'),
    sentAt: millis('sent_at'),
    settledAt: millis('settled_at'),
  },
  (table) => [
    check('payout_batches_rail_check', sql`${table.rail} in ('bankFile', 'simulator')`),
    check('payout_batches_status_check', sql`${table.status} in ('ready', 'sent', 'settled')`),
    unique('payout_batches_request_unique').on(table.createdBy, table.requestKey),
    index('payout_batches_created_idx').on(table.createdAt),
  ],
);

/**
 * One payout: from the moment it is asked for, its amount sits in `payout:<id>` in the ledger
 * (taken from the earnings), until the rail pays it (`outgoing:`, the fee to the platform) or it
 * fails or is cancelled (back to the earnings). The approvals are columns, so "a second,
 * different admin" is a condition of the UPDATE that records it.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => freelancers.id),
    methodId: uuid('method_id')
      .notNull()
      .references(() => payoutMethods.id),
    methodKind: text('method_kind').$type<PayoutMethodKind>().notNull(),
    amount: money('amount').notNull(),
    /** Fixed when asked for, from the configuration of the day. */
    fee: money('fee').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    requestedByType: text('requested_by_type').$type<'freelancer' | 'admin'>().notNull(),
    requestedBy: uuid('requested_by').notNull(),
    requestKey: text('request_key').notNull(),
    needsSecondApproval: boolean('needs_second_approval').notNull(),
    firstApprovedBy: uuid('first_approved_by'),
    firstApprovedAt: millis('first_approved_at'),
    secondApprovedBy: uuid('second_approved_by'),
    secondApprovedAt: millis('second_approved_at'),
    batchId: uuid('batch_id').references(() => payoutBatches.id),
    failureReason: text('failure_reason'),
    bankReference: text('bank_reference'),
    createdAt: millis('created_at').notNull().defaultNow(),
    decidedAt: millis('decided_at'),
  },
  (table) => [
    check('payouts_amount_check', sql`${table.fee} >= 0 and ${table.amount} > ${table.fee}`),
    check(
      'payouts_status_check',
      sql`${table.status} in ('requested', 'awaitingSecondApproval', 'approved', 'batched', 'paid', 'failed', 'cancelled')`,
    ),
    // Two admins, never one twice.
    check(
      'payouts_two_admins_check',
      sql`${table.secondApprovedBy} is null or ${table.secondApprovedBy} <> ${table.firstApprovedBy}`,
    ),
    unique('payouts_request_unique').on(table.requestedBy, table.requestKey),
    index('payouts_freelancer_idx').on(table.freelancerId, table.createdAt),
    index('payouts_status_idx').on(table.status, table.createdAt, table.id),
    index('payouts_batch_idx').on(table.batchId),
  ],
);
