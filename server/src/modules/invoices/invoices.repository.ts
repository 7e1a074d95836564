import { and, asc, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DealParty, InvoiceKind } from '@kaamyaab/shared-api/contract';
import type { Database, Transaction } from '../../db/database';
import {
  companies,
  contracts,
  freelancers,
  invoices,
  invoiceSeries,
  jobs,
  ledgerEntries,
  ledgerTransactions,
  taxRules,
} from '../../db/schema';
import type { RulesInForce } from './taxes';

/** Queries only: tax rules by date, the series' counters, invoices and what they print. */
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/** The transaction's own instant (PostgreSQL's `now()`): the ledger's entries carry the same. */
export async function transactionNow(tx: Transaction): Promise<Date> {
  const result = (await tx.execute(
    sql`select (extract(epoch from now()) * 1000)::bigint::text as ms`,
  )) as unknown as { rows: { ms: string }[] };
  return new Date(Number(result.rows[0]!.ms));
}

/** The rules in force on `day` (a Pakistani date), the latest-starting one of each kind. */
export async function rulesInForce(db: Database | Transaction, day: string): Promise<RulesInForce> {
  const rows = await db
    .select()
    .from(taxRules)
    .where(
      and(lte(taxRules.validFrom, day), or(isNull(taxRules.validTo), gte(taxRules.validTo, day))),
    )
    .orderBy(desc(taxRules.validFrom), desc(taxRules.createdAt));
  const rules: RulesInForce = {};
  for (const row of rows) rules[row.kind] ??= row;
  return rules;
}

/**
 * The next number of a series in a year. The counter's row stays locked until the caller's
 * transaction ends: a rollback gives the number back, and a racing release waits for it.
 */
export async function takeNumber(tx: Transaction, kind: InvoiceKind, year: number) {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.kind, invoiceSeries.year],
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ number: invoiceSeries.lastNumber });
  return row!.number;
}

/** What an invoice prints about the contract and its parties, read in the release's transaction. */
export async function releaseFacts(tx: Transaction, contractId: string) {
  const [row] = await tx
    .select({
      jobTitle: jobs.title,
      companyName: companies.companyName,
      companyNtn: companies.companyNtn,
      freelancerName: freelancers.fullName,
      freelancerCnic: freelancers.cnic,
    })
    .from(contracts)
    .innerJoin(jobs, eq(jobs.id, contracts.jobId))
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .innerJoin(freelancers, eq(freelancers.id, contracts.freelancerId))
    .where(eq(contracts.id, contractId));
  if (!row) throw new Error(`contract ${contractId} has no parties to invoice`);
  return row;
}

export async function insertInvoices(tx: Transaction, rows: NewInvoice[]): Promise<void> {
  if (rows.length > 0) await tx.insert(invoices).values(rows);
}

export function listContractInvoices(db: Database, contractId: string): Promise<InvoiceRow[]> {
  return (
    db
      .select()
      .from(invoices)
      .where(eq(invoices.contractId, contractId))
      // A release's two invoices: the freelancer's (`work`) before the platform's (`fee`).
      .orderBy(asc(invoices.issuedAt), desc(invoices.kind))
  );
}

/** An invoice with its contract's parties, for the check of who may read it. */
export async function findInvoice(db: Database, invoiceId: string) {
  const [row] = await db
    .select({
      invoice: invoices,
      companyId: contracts.companyId,
      freelancerId: contracts.freelancerId,
    })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .where(eq(invoices.id, invoiceId));
  return row;
}

/** The invoices of a party's contracts, newest first; of one Pakistani calendar year if asked. */
export function listPartyInvoices(
  db: Database,
  party: { role: DealParty; id: string },
  year?: number,
): Promise<InvoiceRow[]> {
  const partyColumn = party.role === 'company' ? contracts.companyId : contracts.freelancerId;
  return db
    .select({ invoices })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .where(and(eq(partyColumn, party.id), year === undefined ? undefined : eq(invoices.year, year)))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .then((rows) => rows.map((row) => row.invoices));
}

/** What left an account between two instants: the sum of its entries below zero, as a positive. */
export async function takenFromBetween(
  db: Database,
  account: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`-sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.account, account),
        lt(ledgerEntries.amount, 0),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    );
  return Number(row?.sum ?? 0);
}

export async function freelancerOf(db: Database, freelancerId: string) {
  const [row] = await db
    .select({ name: freelancers.fullName, cnic: freelancers.cnic })
    .from(freelancers)
    .where(eq(freelancers.id, freelancerId));
  return row;
}

export async function findContractParties(db: Database, contractId: string) {
  const [row] = await db
    .select({ companyId: contracts.companyId, freelancerId: contracts.freelancerId })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row;
}
