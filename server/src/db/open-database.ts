import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config/env';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';
import type { Database, DatabaseHandle } from './database';
import * as schema from './schema';

// Any fixed number works; it only has to be the same in every server process of this product.
const MIGRATION_LOCK_ID = 7_402_117;

/** Told when PostgreSQL drops a pooled connection that was idle (restart, failover, admin kill). */
export type IdleConnectionLost = (error: Error) => void;

const warnIdleConnectionLost: IdleConnectionLost = (error) =>
  console.warn(
    'A pooled PostgreSQL connection was lost; the pool will open a new one:',
    error.message,
  );

async function openPostgres(url: string, onIdleLost: IdleConnectionLost): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10, statement_timeout: 10_000 });
  // Without a listener, pg re-emits an idle client's error on the pool and the process crashes.
  pool.on('error', onIdleLost);
  const db = drizzle(pool, { schema }) as unknown as Database;
  // drizzle's migrator takes no lock: servers starting together would race to apply migrations.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** `memory://` keeps the embedded database in memory (tests); anything else is a folder. */
async function openPglite(location: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = location.startsWith('memory://');
  const unlock = inMemory ? () => undefined : lockDataDir(location);
  try {
    const client = await PGlite.create(inMemory ? location : path.join(location, 'pglite'));
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function openDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'dataDir'>,
  onIdleLost: IdleConnectionLost = warnIdleConnectionLost,
): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, onIdleLost)
    : openPglite(config.dataDir);
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
