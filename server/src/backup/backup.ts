import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../db/database';
import { rowsOf } from '../db/rows-of';
import type { FileStorage } from '../storage/storage';
import {
  backupFile,
  MANIFEST,
  sha256,
  sha256OfFile,
  tableFile,
  type BackupFile,
  type BackupManifest,
} from './manifest';
import {
  appliedMigrations,
  ledgerDigest,
  quoted,
  referencedFileKeys,
  tablesInOrder,
  type TableShape,
} from './tables';

// Rows fetched from the cursor at a time: a bounded amount of memory for a table of any size.
const FETCH_ROWS = 1000;

export interface BackupSource {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  storage: FileStorage;
}

/** Writes one table's rows, as JSON lines, from the snapshot's cursor. */
async function copyTable(tx: Transaction, table: TableShape, file: string): Promise<number> {
  const columns = table.columns.map(quoted).join(', ');
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for
         select row_to_json(x)::text as line from (select ${columns} from ${quoted(table.name)}) x`,
    ),
  );
  let copied = 0;
  async function* lines() {
    for (;;) {
      const batch = await rowsOf<{ line: string }>(
        tx,
        sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`),
      );
      if (batch.length === 0) return;
      copied += batch.length;
      yield batch.map((row) => `${row.line}\n`).join('');
    }
  }
  await pipeline(lines, createGzip(), fs.createWriteStream(file, { flags: 'wx' }));
  await tx.execute(sql.raw('close backup_rows'));
  return copied;
}

/**
 * A consistent copy of the whole market into a new folder: every table read in one
 * repeatable-read snapshot, so a contract, its ledger entries and its files are copied as of
 * one instant; then the uploads that snapshot names (files are never changed once written, so
 * reading them after the snapshot gives the same bytes).
 */
export async function writeBackup(
  { database, storage }: BackupSource,
  folder: string,
): Promise<BackupManifest> {
  await fs.promises.mkdir(path.join(folder, 'tables'), { recursive: true });
  await fs.promises.mkdir(path.join(folder, 'files'), { recursive: true });
  const snapshot = await database.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const tables: BackupManifest['tables'] = {};
    for (const table of await tablesInOrder(tx)) {
      const file = tableFile(folder, table.name);
      const rows = await copyTable(tx, table, file);
      tables[table.name] = { rows, sha256: await sha256OfFile(file) };
    }
    return {
      tables,
      migrations: await appliedMigrations(tx),
      ledger: await ledgerDigest(tx),
      keys: await referencedFileKeys(tx),
    };
  });
  const files: BackupFile[] = [];
  const missingFiles: string[] = [];
  for (const key of snapshot.keys) {
    const bytes = await storage.get(key).catch(() => undefined);
    if (!bytes) {
      missingFiles.push(key);
      continue;
    }
    await fs.promises.writeFile(backupFile(folder, key), bytes, { flag: 'wx' });
    files.push({ key, bytes: bytes.length, sha256: sha256(bytes) });
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: database.kind,
    migrations: snapshot.migrations,
    tables: snapshot.tables,
    ledger: snapshot.ledger,
    files,
    missingFiles,
  };
  // Written last: a folder without a manifest is a backup that did not finish.
  await fs.promises.writeFile(
    path.join(folder, MANIFEST),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  return manifest;
}
