import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ReviewState } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { admins, companies, files, freelancers, type FilePurpose } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { AccountRow, AccountTable } from '../accounts/accounts.repository';
import type { AccountEventRow } from '../account-events/account-events.repository';

/** Queries of the review: the account under a row lock, its changes, its documents, names. */

// Both account tables have the review's columns; drizzle cannot type a union of tables.
const shared = (table: AccountTable) => table as typeof freelancers;

export const reviewStateOf = (row: AccountRow): ReviewState =>
  row.isActive ? 'approved' : row.sentBackAt ? 'sentBack' : 'pending';

/** The account, locked until the transaction ends: two admins' actions on it queue, never mix. */
export async function lockAccount(
  tx: Database,
  table: AccountTable,
  id: string,
): Promise<AccountRow | undefined> {
  if (!isUuid(id)) return undefined;
  const t = shared(table);
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
  return row;
}

/** The written columns whose value differs from the row's (digests follow their number). */
export const changedColumns = (before: AccountRow, columns: Record<string, unknown>) =>
  Object.entries(columns)
    .filter(([key, value]) => !key.endsWith('Digest') && before[key as keyof AccountRow] !== value)
    .map(([key]) => key);

/** The columns of an account no longer sent back: approved, or corrected by its owner. */
export const sendBackCleared = { sentBackReason: null, sentBackNote: null, sentBackAt: null };

/**
 * The columns of an account that (re)enters the admins' queue at its end: the owner corrected
 * what was sent back, or changed details an admin had checked.
 */
export const requeued = () => ({ isActive: false, ...sendBackCleared, submittedAt: new Date() });

/** Approval clears a send-back; a deactivation leaves it as it was. */
export async function setAccountActive(
  tx: Database,
  table: AccountTable,
  id: string,
  isActive: boolean,
): Promise<AccountRow> {
  const t = shared(table);
  const cleared = isActive ? sendBackCleared : {};
  const [row] = await tx
    .update(t)
    .set({ isActive, ...cleared })
    .where(eq(t.id, id))
    .returning();
  return row!;
}

export async function markSentBack(
  tx: Database,
  table: AccountTable,
  id: string,
  { reason, note }: { reason: string; note: string },
): Promise<AccountRow> {
  const t = shared(table);
  const [row] = await tx
    .update(t)
    .set({ isActive: false, sentBackReason: reason, sentBackNote: note, sentBackAt: new Date() })
    .where(eq(t.id, id))
    .returning();
  return row!;
}

export type DocumentRow = {
  id: string;
  purpose: FilePurpose;
  contentType: string;
  byteSize: number;
};

export async function documentsOf(db: Database, row: AccountRow): Promise<DocumentRow[]> {
  const ids = [row.proofFileId, row.avatarFileId].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return [];
  return db
    .select({
      id: files.id,
      purpose: files.purpose,
      contentType: files.contentType,
      byteSize: files.byteSize,
    })
    .from(files)
    .where(inArray(files.id, ids));
}

/** Who each entry's actor is, by name: admins by username, accounts by their name. */
export async function actorNames(
  db: Database,
  events: AccountEventRow[],
): Promise<Map<string, string>> {
  const idsOf = (type: string) => [
    ...new Set(events.filter((e) => e.actorType === type).map((e) => e.actorId)),
  ];
  const [adminRows, freelancerRows, companyRows] = await Promise.all([
    lookup(db, admins, admins.username, idsOf('admin')),
    lookup(db, freelancers, freelancers.fullName, idsOf('freelancer')),
    lookup(db, companies, companies.companyName, idsOf('company')),
  ]);
  return new Map([...adminRows, ...freelancerRows, ...companyRows]);
}

async function lookup(
  db: Database,
  table: typeof admins | typeof freelancers | typeof companies,
  name: PgColumn,
  ids: string[],
): Promise<[string, string][]> {
  if (ids.length === 0) return [];
  const t = table as typeof admins;
  const rows = await db
    .select({ id: t.id, name: sql<string>`${name}` })
    .from(t)
    .where(inArray(t.id, ids));
  return rows.map((row) => [row.id, row.name]);
}
