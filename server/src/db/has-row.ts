import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './database';

/** Whether `table` holds a row where `condition` holds; the database looks for one at most. */
export async function hasRow(
  db: Database | Transaction,
  table: PgTable,
  condition: SQL | undefined,
): Promise<boolean> {
  const rows = await db
    .select({ found: sql`1` })
    .from(table)
    .where(condition)
    .limit(1);
  return rows.length > 0;
}
