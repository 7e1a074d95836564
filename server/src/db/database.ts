import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One database type for both drivers: embedded PGlite and a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The handle a `db.transaction` callback receives; repositories accept it in place of `db`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
