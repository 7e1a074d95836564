import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DEV_DATA_ENCRYPTION_KEY, loadConfig } from '../src/config/env';
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

/** A scratch folder for an embedded database that must outlive its worker (or its process). */
async function openInFolder(statementTimeoutMs: number): Promise<DatabaseHandle> {
  const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'kaamyaab-test-'));
  // Its connections are cut on purpose when a statement times out: not worth a warning.
  const handle = await openDatabase(
    { dataDir, DB_STATEMENT_TIMEOUT_MS: statementTimeoutMs },
    () => undefined,
  );
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await fs.promises.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestDatabaseOptions {
  /** The statement timeout; the configuration's default otherwise. */
  statementTimeoutMs?: number;
  /** Embedded only: in a folder, so that it opens again after its worker is stopped. */
  inFolder?: boolean;
}

/**
 * A fresh, migrated database per test file: embedded PGlite in memory, or (when the project runs
 * with TEST_DB_DRIVER=postgres) a scratch database on the TEST_DATABASE_URL server, dropped after.
 * Personal data is sealed with the development key, as in `npm start` (buildTestApp may set
 * another).
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  setDataKeys({ current: Buffer.from(DEV_DATA_ENCRYPTION_KEY, 'base64'), previous: [] });
  const statementTimeoutMs = options.statementTimeoutMs ?? loadConfig({}).DB_STATEMENT_TIMEOUT_MS;
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    if (options.inFolder) return openInFolder(statementTimeoutMs);
    return openDatabase({ dataDir: 'memory://', DB_STATEMENT_TIMEOUT_MS: statementTimeoutMs });
  }

  const scratch = await createScratchDatabase();
  // pool.end() resolves before its connections finish closing, so the forced drop may still cut
  // some of them: expected here, not worth a warning.
  const ignoreLostConnection = () => undefined;
  const handle = await openDatabase(
    {
      DATABASE_URL: scratch.url,
      dataDir: 'memory://',
      DB_STATEMENT_TIMEOUT_MS: statementTimeoutMs,
    },
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
