import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DEV_DATA_ENCRYPTION_KEY } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { setDataKeys } from '../src/lib/field-encryption';

function testServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  return serverUrl;
}

/** One statement on the TEST_DATABASE_URL server, over a connection of its own. */
export async function runOnTestServer(statement: string, values: unknown[] = []): Promise<void> {
  const client = new Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** An empty database on the TEST_DATABASE_URL server, and how to drop it. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kaamyaab_test_${randomBytes(6).toString('hex')}`;
  await runOnTestServer(`create database ${name}`);
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnTestServer(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh, migrated database per test file: embedded PGlite in memory, or (when the project runs
 * with TEST_DB_DRIVER=postgres) a scratch database on the TEST_DATABASE_URL server, dropped after.
 * Personal data is sealed with the development key, as in `npm start` (buildTestApp may set
 * another).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  setDataKeys({ current: Buffer.from(DEV_DATA_ENCRYPTION_KEY, 'base64'), previous: [] });
  if (process.env.TEST_DB_DRIVER !== 'postgres') return openDatabase({ dataDir: 'memory://' });

  const scratch = await createScratchDatabase();
  // pool.end() resolves before its connections finish closing, so the forced drop may still cut
  // some of them: expected here, not worth a warning.
  const ignoreLostConnection = () => undefined;
  const handle = await openDatabase(
    { DATABASE_URL: scratch.url, dataDir: 'memory://' },
    ignoreLostConnection,
  );
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
