import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { emailIs } from '../../db/email-is';
import type { Language } from '@kaamyaab/shared-api/translations';
import type { Database, Transaction } from '../../db/database';
import { admins, companies, freelancers, type PrincipalType } from '../../db/schema';
import type { ApiErrorCode } from '@kaamyaab/shared-api/contract';
import { isUuid } from '../../lib/ids';
import { writeOrConflict } from '../../lib/unique-violation';
import { sendBackCleared } from './review-state';

/**
 * Queries only. Freelancer and company tables share the columns these queries touch, so one
 * function serves both; emails match whatever their case.
 */
export type AccountTable = typeof freelancers | typeof companies;
export type FreelancerRow = typeof freelancers.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;
export type AccountRow = FreelancerRow | CompanyRow;
/** Columns of either kind's row, as a service writes them (the kinds' own or the shared ones). */
export type AccountColumns =
  Partial<typeof freelancers.$inferInsert> | Partial<typeof companies.$inferInsert>;

// Both tables have these columns; drizzle's types cannot say so for a union of tables.
const shared = (table: AccountTable) => table as typeof freelancers;

export async function findAccountByEmail(
  db: Database,
  table: AccountTable,
  email: string,
): Promise<AccountRow | undefined> {
  const t = shared(table);
  const [row] = await db.select().from(t).where(emailIs(t.email, email));
  return row;
}

/** The account of this id; with `lock`, locked until the transaction ends. */
export async function findAccountById(
  db: Database,
  table: AccountTable,
  id: string,
  { lock = false } = {},
): Promise<AccountRow | undefined> {
  if (!isUuid(id)) return undefined;
  const t = shared(table);
  const query = db.select().from(t).where(eq(t.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The unique index on lower(email) decides a race between two sign-ups with one address. */
export function insertAccount(
  tx: Transaction,
  table: AccountTable,
  values: Record<string, unknown>,
  emailTaken: ApiErrorCode,
): Promise<AccountRow> {
  return writeOrConflict(
    async () => {
      const [row] = await tx
        .insert(shared(table))
        .values(values as typeof freelancers.$inferInsert)
        .returning();
      if (!row) throw new Error('insert into an account table returned no row');
      return row;
    },
    { unique: emailTaken },
  );
}

/** The account, locked until the transaction ends: two admins' actions on it queue, never mix. */
export const lockAccount = (tx: Database, table: AccountTable, id: string) =>
  findAccountById(tx, table, id, { lock: true });

/** Writes these columns of one account; answers the row as it now is. */
export async function updateAccount(
  tx: Database,
  table: AccountTable,
  id: string,
  columns: AccountColumns,
): Promise<AccountRow> {
  const t = shared(table);
  const [row] = await tx
    .update(t)
    .set(columns as Partial<typeof freelancers.$inferInsert>)
    .where(eq(t.id, id))
    .returning();
  if (!row) throw new Error('update of an account table found no row');
  return row;
}

/** Approval clears a send-back; a deactivation leaves it as it was. */
export const setAccountActive = (
  tx: Database,
  table: AccountTable,
  id: string,
  isActive: boolean,
) => updateAccount(tx, table, id, { isActive, ...(isActive ? sendBackCleared : {}) });

export const markSentBack = (
  tx: Database,
  table: AccountTable,
  id: string,
  { reason, note }: { reason: string; note: string },
) =>
  updateAccount(tx, table, id, {
    isActive: false,
    sentBackReason: reason,
    sentBackNote: note,
    sentBackAt: new Date(),
  });

export async function listAccountsByStatus(
  db: Database,
  table: AccountTable,
  isActive: boolean,
): Promise<AccountRow[]> {
  const t = shared(table);
  // A closed account is no one's to approve or list.
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

export function insertAdmin(db: Database, values: typeof admins.$inferInsert): Promise<AdminRow> {
  return writeOrConflict(
    async () => {
      const [row] = await db.insert(admins).values(values).returning();
      if (!row) throw new Error('insert into admins returned no row');
      return row;
    },
    { unique: 'adminEmailTaken' },
  );
}

/** Writes these columns of one administrator; answers the row, or nothing if there is none. */
export async function updateAdmin(
  db: Database,
  id: string,
  columns: Partial<typeof admins.$inferInsert>,
): Promise<AdminRow | undefined> {
  const [row] = await db.update(admins).set(columns).where(eq(admins.id, id)).returning();
  return row;
}

const accountTables = { freelancer: freelancers, company: companies, admin: admins } as const;

/**
 * The language the account now uses, which the emails others cause are written in.
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
