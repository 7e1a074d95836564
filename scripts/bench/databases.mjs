// A fresh, empty database for one bench run: a new DATA_DIR for the embedded PGlite, or a scratch
// database on the PostgreSQL server, created here and dropped (with force) when released.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hold } from './cleanup.mjs';

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function scratchPostgres(serverUrl) {
  const name = `kaamyaab_bench_${randomBytes(4).toString('hex')}`;
  try {
    await onServer(serverUrl, `create database ${name}`);
  } catch (error) {
    throw new Error(
      `Could not create a scratch database on ${serverUrl} (${error.message}). ` +
        'Start PostgreSQL, pass --postgres-url, or run with --engines embedded.',
      { cause: error },
    );
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const release = hold(() => onServer(serverUrl, `drop database if exists ${name} with (force)`));
  return { env: { DATABASE_URL: url.toString() }, release };
}

function embeddedFolder() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-bench-'));
  const release = hold(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, release };
}

/**
 * @param {'postgres' | 'embedded'} engine
 * @returns {Promise<{ env: Record<string, string>, release(): Promise<void> }>}
 *   the server's environment for this database, and how to remove it
 */
export function freshDatabase(engine, { postgresUrl }) {
  return engine === 'postgres' ? scratchPostgres(postgresUrl) : Promise.resolve(embeddedFolder());
}
