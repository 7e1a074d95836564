import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ClientConfig, Pool, PoolClient } from 'pg';
import type { AppConfig } from '../config/env';
import { migrationsFolder } from '../paths';
import { isDatabaseUnavailable } from './connection-errors';
import { lockDataDir } from './data-dir-lock';
import type { Database, DatabaseHandle } from './database';
import { EmbeddedEngine } from './embedded-engine';
import * as schema from './schema';

// Any fixed number works; it only has to be the same in every server process of this product.
const MIGRATION_LOCK_ID = 7_402_117;

/** Told when the database drops a pooled connection (restart, failover, admin kill). */
export type ConnectionLost = (error: Error) => void;

const warnConnectionLost: ConnectionLost = (error) =>
  console.warn(
    'A pooled database connection was lost; the pool will open a new one:',
    error.message,
  );

type DatabaseConfig = Pick<AppConfig, 'DATABASE_URL' | 'dataDir' | 'DB_STATEMENT_TIMEOUT_MS'>;

/** How to reach one database: pg settings for a connection with a given statement timeout. */
interface Target {
  kind: DatabaseHandle['kind'];
  settings(statementTimeoutMs: number): ClientConfig;
  /** The embedded database is one session: more connections only queue inside it. */
  maxConnections: number;
  close(): Promise<void>;
}

function serverTarget(url: string): Target {
  return {
    kind: 'postgres',
    // 0 leaves PostgreSQL's own setting (none by default).
    settings: (statementTimeoutMs) => ({
      connectionString: url,
      statement_timeout: statementTimeoutMs || undefined,
    }),
    maxConnections: 10,
    close: async () => undefined,
  };
}

/** `memory://` keeps the embedded database in memory (tests); anything else is a folder. */
async function embeddedTarget(location: string, statementTimeoutMs: number): Promise<Target> {
  const inMemory = location.startsWith('memory://');
  const unlock = inMemory ? () => undefined : lockDataDir(location);
  const engine = new EmbeddedEngine(
    inMemory ? location : path.join(location, 'pglite'),
    statementTimeoutMs,
  );
  try {
    await engine.start();
  } catch (error) {
    await engine.close();
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    settings: (timeout) => ({
      stream: () => engine.connect(timeout),
      user: 'postgres',
      database: 'postgres',
    }),
    maxConnections: 4,
    close: async () => {
      await engine.close();
      unlock();
    },
  };
}

/** On a connection without a statement timeout: a migration may rightly take long. */
async function migrateDatabase(settings: ClientConfig): Promise<void> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.Client(settings);
  await client.connect();
  try {
    // drizzle's migrator takes no lock: servers starting together would race to apply migrations.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * One driver for both databases: a `pg` pool, over TCP to a PostgreSQL server or over a worker
 * thread's message port to the embedded one (docs/decisions/011-embedded-database-off-the-event-loop.md).
 */
export async function openDatabase(
  config: DatabaseConfig,
  onLost: ConnectionLost = warnConnectionLost,
): Promise<DatabaseHandle> {
  const target = config.DATABASE_URL
    ? serverTarget(config.DATABASE_URL)
    : await embeddedTarget(config.dataDir, config.DB_STATEMENT_TIMEOUT_MS);
  try {
    await migrateDatabase(target.settings(0));
  } catch (error) {
    await target.close();
    throw error;
  }
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A bounded wait for a connection: with the database gone, a request answers 503, not never.
  const pool = new pg.Pool({
    ...target.settings(config.DB_STATEMENT_TIMEOUT_MS),
    max: target.maxConnections,
    connectionTimeoutMillis: 10_000,
  });
  // Without a listener, pg re-emits an idle client's error on the pool and the process crashes.
  pool.on('error', onLost);
  // A checked-out client (a transaction waiting on an upload's re-encode) has no listener of the
  // pool's: its 'error' would crash the process. Its pending query fails on its own (a 503).
  pool.on('connect', (client) => client.on('error', onLost));
  const db = drizzle(pool, { schema }) as unknown as Database;
  db.transaction = releasingTransaction(pool, (client) => drizzle(client, { schema }));
  return {
    db,
    kind: target.kind,
    close: async () => {
      await pool.end();
      await target.close();
    },
  };
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

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
