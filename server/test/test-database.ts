import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';

/**
 * A fresh, migrated database per test file: embedded PGlite in memory, or (when the project runs
 * with TEST_DB_DRIVER=postgres) a scratch database on the TEST_DATABASE_URL server, dropped after.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') return openDatabase({ dataDir: 'memory://' });

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `kaamyaab_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ DATABASE_URL: url.toString(), dataDir: 'memory://' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
