import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import type { AppConfig } from '../config/env';
import { migrationsFolder } from '../paths';
import { isDatabaseUnavailable } from './connection-errors';
import { lockDataDir } from './data-dir-lock';
import type { Database, DatabaseHandle } from './database';
import * as schema from './schema';

// Any fixed number works; it only has to be the same in every server process of this product.
const MIGRATION_LOCK_ID = 7_402_117;

/** Told when PostgreSQL drops a pooled connection (restart, failover, admin kill). */
export type ConnectionLost = (error: Error) => void;

const warnConnectionLost: ConnectionLost = (error) =>
  console.warn(
    'A pooled PostgreSQL connection was lost; the pool will open a new one:',
    error.message,
  );

async function openPostgres(url: string, onLost: ConnectionLost): Promise<DatabaseHandle> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A bounded wait for a connection: with the database gone, a request answers 503, not never.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    statement_timeout: 10_000,
    connectionTimeoutMillis: 10_000,
  });
  // Without a listener, pg re-emits an idle client's error on the pool and the process crashes.
  pool.on('error', onLost);
  // A checked-out client (a transaction waiting on an upload's re-encode) has no listener of the
  // pool's: its 'error' would crash the process. Its pending query fails on its own (a 503).
  pool.on('connect', (client) => client.on('error', onLost));
  const db = drizzle(pool, { schema }) as unknown as Database;
  db.transaction = releasingTransaction(pool, (client) => drizzle(client, { schema }));
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

/**
 * drizzle's node-postgres transaction takes a client from the pool and never gives it back when
 * its `begin` fails, as it does when the connection was cut just then: each such failure leaked a
 * connection until the pool hung. This one always releases, and a broken client as broken.
 */
function releasingTransaction(
  pool: Pool,
  bind: (client: PoolClient) => unknown,
): Database['transaction'] {
  return (async (work: (tx: Database) => Promise<unknown>) => {
    const client = await pool.connect();
    let broken: unknown;
    try {
      await client.query('begin');
      const result = await work(bind(client) as Database);
      await client.query('commit');
      return result;
    } catch (error) {
      broken = error;
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      // With an error, the pool discards the client instead of handing it out again.
      client.release(broken instanceof Error && isDatabaseUnavailable(broken) ? broken : undefined);
    }
  }) as Database['transaction'];
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
  onLost: ConnectionLost = warnConnectionLost,
): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, onLost)
    : openPglite(config.dataDir);
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
