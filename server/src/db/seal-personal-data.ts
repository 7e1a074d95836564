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
