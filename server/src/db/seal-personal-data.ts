import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { activeCipher } from '../lib/field-encryption';
import type { Database } from './database';
import { companies, freelancers } from './schema';

/**
 * The data migration of the sealed columns, run at every start after the SQL migrations: it
 * seals any value still in plaintext (rows written before encryption, such as an older demo
 * database) and re-seals values under a previous key after a rotation. Idempotent and cheap once
 * done: it reads only the values not already under the current key. Each update names the value
 * it replaces, so two servers starting together cannot overwrite a newer write.
 */
interface SealedColumn {
  table: typeof freelancers | typeof companies;
  id: PgColumn;
  column: PgColumn;
  key: string;
  updatedAt: PgColumn;
}

const sealedColumns: SealedColumn[] = [
  ...(['cnic', 'bankAccount'] as const).map((key) => ({
    table: freelancers,
    id: freelancers.id,
    column: freelancers[key],
    key,
    updatedAt: freelancers.updatedAt,
  })),
  ...(['pocId', 'companyNtn'] as const).map((key) => ({
    table: companies,
    id: companies.id,
    column: companies[key],
    key,
    updatedAt: companies.updatedAt,
  })),
];

/** The stored text itself: selecting the column would open it. */
const storedText = (column: PgColumn): SQL<string> => sql<string>`${column}::text`;

/** Seals every value not under the current key; answers how many it sealed. */
export async function sealPersonalData(db: Database): Promise<number> {
  const cipher = activeCipher();
  const current = `enc1:${cipher.currentKeyId}:%`;
  let sealed = 0;
  for (const { table, id, column, key, updatedAt } of sealedColumns) {
    const stale = await db
      .select({ id, stored: storedText(column) })
      .from(table)
      .where(sql`${column} not like ${current}`);
    for (const row of stale) {
      if (!cipher.needsSealing(row.stored)) continue;
      const plain = cipher.open(row.stored, column.name);
      const updated = await db
        .update(table)
        // Sealed by the column on the way in; the row's updated_at is left as it was.
        .set({ [key]: plain, updatedAt: sql`${updatedAt}` })
        .where(and(eq(id, row.id as string), sql`${storedText(column)} = ${row.stored}`))
        .returning({ id });
      sealed += updated.length;
    }
  }
  return sealed;
}

/** The digest columns beside the sealed numbers an admin can search by. */
const digestColumns = [
  { table: freelancers, value: freelancers.cnic, key: 'cnicDigest', field: 'cnic' },
  { table: companies, value: companies.pocId, key: 'pocIdDigest', field: 'pocId' },
  { table: companies, value: companies.companyNtn, key: 'ntnDigest', field: 'companyNtn' },
] as const;

/**
 * Fills the search digests that are missing (rows from before them) or under another key (after a
 * rotation), at every start after the sealing; cheap once done. Answers how many it wrote.
 */
export async function fillLookupDigests(db: Database): Promise<number> {
  const cipher = activeCipher();
  const current = `d1:${cipher.currentKeyId}:%`;
  let written = 0;
  for (const { table, value, key, field } of digestColumns) {
    // The same shape on either table for these columns; drizzle cannot type a union of tables.
    const t = table as unknown as typeof freelancers;
    const digest = (table as unknown as Record<string, PgColumn>)[key]!;
    const stale: { id: string; value: string }[] = await db
      // The column itself, so its value is opened on the way out.
      .select({ id: t.id, value: value as typeof freelancers.cnic })
      .from(t)
      .where(sql`${digest} is null or ${digest} not like ${current}`);
    for (const row of stale) {
      await db
        .update(t)
        // The row's updated_at is left as it was: nothing a person wrote changed.
        .set({ [key]: cipher.digest(row.value, field), updatedAt: sql`${t.updatedAt}` })
        .where(eq(t.id, row.id));
      written += 1;
    }
  }
  return written;
}
