import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { admins, companies, files, freelancers } from '../../db/schema';
import type { AccountRow } from '../accounts';
import type { AccountEventRow } from '../account-events';

/** Queries of the vetting: an account's documents, the names of its trail's actors. */

export type DocumentRow = {
  id: string;
  /** Which of the account's documents it is. */
  purpose: 'proof' | 'avatar';
  contentType: string;
  byteSize: number;
};

export async function documentsOf(db: Database, row: AccountRow): Promise<DocumentRow[]> {
  const ids = [row.proofFileId, row.avatarFileId].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: files.id, contentType: files.contentType, byteSize: files.byteSize })
    .from(files)
    .where(inArray(files.id, ids));
  return rows.map((file) => ({
    ...file,
    purpose: file.id === row.avatarFileId ? 'avatar' : 'proof',
  }));
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
