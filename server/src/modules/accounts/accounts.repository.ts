import { and, desc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Language } from '@kaamyaab/shared-api/translations';
import type { Database, Transaction } from '../../db/database';
import { admins, companies, freelancers, type PrincipalType } from '../../db/schema';
import { isUuid } from '../../lib/ids';

/**
 * Queries only. Freelancer and company tables share the columns these queries touch, so one
 * function serves both; emails match whatever their case.
 */
export type AccountTable = typeof freelancers | typeof companies;
export type FreelancerRow = typeof freelancers.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;
export type AccountRow = FreelancerRow | CompanyRow;

// Both tables have these columns; drizzle's types cannot say so for a union of tables.
const shared = (table: AccountTable) => table as typeof freelancers;

/** Emails match whatever their case (the unique indexes are on lower(email) too). */
const emailIs = (column: AnyColumn, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

export async function findAccountByEmail(
  db: Database,
  table: AccountTable,
  email: string,
): Promise<AccountRow | undefined> {
  const t = shared(table);
  const [row] = await db.select().from(t).where(emailIs(t.email, email));
  return row;
}

export async function findAccountById(
  db: Database,
  table: AccountTable,
  id: string,
): Promise<AccountRow | undefined> {
  if (!isUuid(id)) return undefined;
  const t = shared(table);
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row;
}

export async function insertAccount(
  tx: Transaction,
  table: AccountTable,
  values: Record<string, unknown>,
): Promise<AccountRow> {
  const [row] = await tx
    .insert(shared(table))
    .values(values as typeof freelancers.$inferInsert)
    .returning();
  if (!row) throw new Error('insert into an account table returned no row');
  return row;
}

export async function listAccountsByStatus(
  db: Database,
  table: AccountTable,
  isActive: boolean,
): Promise<AccountRow[]> {
  const t = shared(table);
  // A closed account is no one's to approve or list (issue 15).
  return db
    .select()
    .from(t)
    .where(and(eq(t.isActive, isActive), isNull(t.closedAt)))
    .orderBy(desc(t.createdAt))
    .limit(500);
}

export async function findAdminByEmail(db: Database, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(emailIs(admins.email, email));
  return row;
}

export async function findAdminById(db: Database, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

export async function insertAdmin(
  db: Database,
  values: typeof admins.$inferInsert,
): Promise<AdminRow> {
  const [row] = await db.insert(admins).values(values).returning();
  if (!row) throw new Error('insert into admins returned no row');
  return row;
}

const accountTables = { freelancer: freelancers, company: companies, admin: admins } as const;

/**
 * The language the account now uses, which the emails others cause are written in (issue 16).
 * Callers write it only when it changed. A preference, not an edit of the account: updated_at
 * stays as it was.
 */
export async function setAccountLanguage(
  db: Database,
  account: { type: PrincipalType; id: string },
  language: Language,
): Promise<void> {
  // The three tables share these columns; drizzle's types cannot say so for a union of tables.
  const table = accountTables[account.type] as unknown as typeof admins;
  await db
    .update(table)
    .set({ language, updatedAt: sql`${table.updatedAt}` })
    .where(eq(table.id, account.id));
}
