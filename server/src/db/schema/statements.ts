import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  StatementLayout,
  StatementLineStatus,
  StatementMapping,
  UnmatchedReason,
} from '@kaamyaab/shared-api/contract';
import { payIns } from './deals';
import { id, millis, money } from './columns';

/**
 * The partner bank's statements as an admin uploaded them (docs/decisions/029-paying-in-and-out.md).
 * A file is known by its SHA-256: the same file again answers the first import and moves nothing.
 * What the file's lines did is on `bank_statement_lines`; only what a line cannot say is here.
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: id(),
    sha256: text('sha256').notNull().unique(),
    fileName: text('file_name').notNull(),
    layout: text('layout').$type<StatementLayout>().notNull(),
    /** The admin's column mapping, for a layout that is not a known bank's. */
    mapping: jsonb('mapping').$type<StatementMapping>(),
    importedBy: uuid('imported_by').notNull(),
    /** Lines the file held, and of them the ones an earlier statement had brought already. */
    lineCount: integer('line_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [index('bank_statements_created_idx').on(table.createdAt.desc(), table.id.desc())],
);

/**
 * One line of a statement, once across every import (its `fingerprint`), so statements that
 * overlap bring a line once. A credit is `matched` to the pay-in it settled or confirmed,
 * `unmatched` with its reason (its money waits on `unmatched:<line>`) until an admin applies,
 * credits or refunds it; a debit is `skipped`. Only `unmatched` lines move again, and only once.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: id(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    /** The line's number in the file, for the admin reading the report beside the file. */
    lineNumber: integer('line_number').notNull(),
    fingerprint: text('fingerprint').notNull().unique(),
    /** The booking day as the bank printed it, read as a calendar day (YYYY-MM-DD). */
    bookedOn: text('booked_on').notNull(),
    description: text('description').notNull(),
    bankReference: text('bank_reference'),
    direction: text('direction').$type<'credit' | 'debit'>().notNull(),
    amount: money('amount').notNull(),
    balance: money('balance'),
    /** The pay-in reference found in the description or the bank's reference, normalised. */
    paymentReference: text('payment_reference'),
    status: text('status').$type<StatementLineStatus>().notNull(),
    reason: text('reason').$type<UnmatchedReason>(),
    /** The pay-in the line matched, names (an unmatched line's), or was applied to. */
    payInId: uuid('pay_in_id').references(() => payIns.id),
    resolvedBy: uuid('resolved_by'),
    resolvedAt: millis('resolved_at'),
    resolveRequestKey: text('resolve_request_key'),
    resolutionNote: text('resolution_note'),
    /** The company whose balance took the money (`credited`). */
    creditedCompanyId: uuid('credited_company_id'),
    /** The bank's reference of the transfer that sent the money back (`refunded`). */
    refundReference: text('refund_reference'),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('bank_statement_lines_amount_check', sql`${table.amount} > 0`),
    check('bank_statement_lines_direction_check', sql`${table.direction} in ('credit', 'debit')`),
    check(
      'bank_statement_lines_status_check',
      sql`${table.status} in ('matched', 'unmatched', 'skipped', 'applied', 'credited', 'refunded')`,
    ),
    index('bank_statement_lines_statement_idx').on(table.statementId, table.lineNumber),
    index('bank_statement_lines_status_idx').on(table.status, table.createdAt, table.id),
    // A pay-in's money is claimed by one line at most: a second credit for it is `paidTwice`.
    uniqueIndex('bank_statement_lines_claim_unique')
      .on(table.payInId)
      .where(sql`${table.status} in ('matched', 'applied')`),
  ],
);
