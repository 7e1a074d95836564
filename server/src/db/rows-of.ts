import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from './database';

/**
 * The rows of a raw statement, typed by the caller: for SQL no table object describes (the
 * catalog, a cursor, a sum across tables). Both drivers answer `execute` with pg's result.
 */
export async function rowsOf<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
