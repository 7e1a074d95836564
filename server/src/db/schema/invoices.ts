import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  InvoiceKind,
  InvoiceParty,
  TaxCondition,
  TaxKind,
} from '@kaamyaab/shared-api/contract';
import { contracts, milestones } from './deals';
import { ledgerTransactions } from './ledger';
import { id, millis, money } from './columns';

/**
 * One counter per series and year (docs/decisions/029-paying-in-and-out.md): a release takes
 * the next number with `INSERT … ON CONFLICT DO UPDATE`, which locks the row until the release
 * commits. A release that rolls back gives its number back; two racing releases wait in turn.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    kind: text('kind').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.year] }),
    check('invoice_series_last_number_check', sql`${table.lastNumber} > 0`),
  ],
);

/**
 * Tax as dated data, never as constants in code: a rule applies on the Pakistani dates from
 * `valid_from` to `valid_to` (both included; open-ended when null), to the releases its
 * `applies_to` condition names. Budgets change the rates; a new row with new dates follows them.
 */
export const taxRules = pgTable(
  'tax_rules',
  {
    id: id(),
    kind: text('kind').$type<TaxKind>().notNull(),
    rateBps: integer('rate_bps').notNull(),
    appliesTo: text('applies_to').$type<TaxCondition>().notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    /** What the rule is, as an invoice names it (e.g. "Sales tax on services, 16%"). */
    label: text('label').notNull(),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('tax_rules_rate_check', sql`${table.rateBps} between 0 and 5000`),
    check('tax_rules_kind_check', sql`${table.kind} in ('feeSalesTax', 'incomeTaxWithheld')`),
    check(
      'tax_rules_applies_to_check',
      sql`${table.appliesTo} in ('always', 'freelancerWithoutNtn', 'nobody')`,
    ),
    check(
      'tax_rules_dates_check',
      sql`${table.validTo} is null or ${table.validTo} >= ${table.validFrom}`,
    ),
    index('tax_rules_kind_idx').on(table.kind, table.validFrom),
  ],
);

/**
 * An invoice as issued: every fact it prints is kept on the row (names, masked tax ids, the
 * platform's details, the rule applied), so a later change of profile or configuration never
 * changes a document already given. Rows are only added, in the release's transaction.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** `KY-INV-2026-000001`: the series, the year in Pakistan, the number without gaps. */
    number: text('number').notNull().unique(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id),
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** The release's kind as the ledger names it: release, partRelease, autoRelease, releaseBonus. */
    releaseKind: text('release_kind').notNull(),
    /** Null on the platform's own invoices: its details are the configuration's (env.ts). */
    issuer: jsonb('issuer').$type<InvoiceParty>(),
    recipient: jsonb('recipient').$type<InvoiceParty>().notNull(),
    jobTitle: text('job_title').notNull(),
    milestoneTitle: text('milestone_title').notNull(),
    amountBeforeTax: money('amount_before_tax').notNull(),
    tax: money('tax').notNull(),
    amountAfterTax: money('amount_after_tax').notNull(),
    /** Income tax withheld from the payment and owed to the tax authority (`tax:withheld`). */
    withheld: money('withheld').notNull(),
    /** The rates applied, from the tax rules in force on the day (null: no rule applied). */
    taxRateBps: integer('tax_rate_bps'),
    withheldRateBps: integer('withheld_rate_bps'),
    /** The day of issue in Pakistan, `2026-11-27`. */
    issueDate: date('issue_date').notNull(),
    issuedAt: millis('issued_at').notNull(),
  },
  (table) => [
    unique('invoices_sequence_unique').on(table.kind, table.year, table.sequence),
    unique('invoices_release_unique').on(table.ledgerTransactionId, table.kind),
    check('invoices_kind_check', sql`${table.kind} in ('work', 'fee')`),
    check(
      'invoices_amounts_check',
      sql`${table.amountBeforeTax} >= 0 and ${table.tax} >= 0 and ${table.withheld} >= 0 and ${table.amountAfterTax} = ${table.amountBeforeTax} + ${table.tax}`,
    ),
    index('invoices_contract_idx').on(table.contractId, table.issuedAt),
    index('invoices_issued_idx').on(table.issuedAt),
  ],
);
