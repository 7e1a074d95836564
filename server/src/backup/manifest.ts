import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * What a backup folder holds and how to know it came back whole (docs/operations/backups.md):
 * `manifest.json`, one gzipped JSON-lines file per table under `tables/`, and each uploaded file
 * under `files/<key>`.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The migrations the database had applied: a restore needs the same ones. */
  migrations: string[];
  tables: Record<string, { rows: number; sha256: string }>;
  /** The ledger's balances, one line per account, as a digest (tables.ts `ledgerDigest`). */
  ledger: { accounts: number; sha256: string };
  files: BackupFile[];
  /** Keys the database names that the storage did not hold when the copy was made. */
  missingFiles: string[];
}

export interface BackupFile {
  key: string;
  bytes: number;
  sha256: string;
}

export const MANIFEST = 'manifest.json';
export const tableFile = (folder: string, table: string) =>
  path.join(folder, 'tables', `${table}.jsonl.gz`);
export const backupFile = (folder: string, key: string) => path.join(folder, 'files', key);

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

// The keys `FileStorage.put` makes; anything else in a manifest is refused before it names a path.
const STORAGE_KEY = /^[0-9a-f-]{36}$/;

export async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await fs.promises.readFile(path.join(folder, MANIFEST), 'utf8');
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${folder} is not a backup this release can read`);
  const badKey = manifest.files.find((file) => !STORAGE_KEY.test(file.key));
  if (badKey) throw new Error(`the manifest names a file key that is not a storage key`);
  for (const table of Object.keys(manifest.tables))
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`the manifest names a bad table`);
  return manifest;
}
