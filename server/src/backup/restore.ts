import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import type { FileStorage } from '../storage/storage';
import type { BackupSource } from './backup';
import { backupFile, readManifest, sha256, sha256OfFile, tableFile } from './manifest';
import {
  appliedMigrations,
  countsOf,
  ledgerDigest,
  quoted,
  tablesInOrder,
  type TableShape,
} from './tables';

// Rows written per statement: bounded statements on a table of any size.
const INSERT_ROWS = 500;

/**
 * Tables the migrations fill in every new database (the tax rules): a fresh deployment is
 * empty without them, and a restore replaces their rows with the backup's.
 */
const FILLED_BY_MIGRATIONS = new Set(['tax_rules']);

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

async function insertRows(tx: Transaction, table: TableShape, lines: string[]) {
  const columns = table.columns.map(quoted).join(', ');
  const overriding = table.identities.length ? 'overriding system value' : '';
  await tx.execute(
    sql`${sql.raw(`insert into ${quoted(table.name)} (${columns}) ${overriding}
                    select ${columns} from json_populate_recordset(null::${quoted(table.name)}, `)}${`[${lines.join(',')}]`}::json)`,
  );
}

async function restoreTable(tx: Transaction, table: TableShape, file: string) {
  const input = fs.createReadStream(file).pipe(createGunzip());
  let batch: string[] = [];
  for await (const line of readline.createInterface({ input, crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === INSERT_ROWS) {
      await insertRows(tx, table, batch);
      batch = [];
    }
  }
  if (batch.length) await insertRows(tx, table, batch);
  // An identity column's sequence must move past the restored values, or the next insert collides.
  for (const column of table.identities) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quoted(table.name)}', '${column}'), max(${quoted(column)}))
           from ${quoted(table.name)} having max(${quoted(column)}) is not null`,
      ),
    );
  }
}

async function isEmptyStorage(storage: FileStorage) {
  for await (const _object of storage.list()) return false;
  return true;
}

/** What a restore brought back, as it counted it in the target. */
export interface RestoreReport {
  tables: Record<string, number>;
  ledger: { accounts: number; sha256: string };
  files: number;
}

/**
 * Brings a backup folder back into an empty deployment: its database (migrated by the same
 * release) and its storage. Every table in one transaction, so a failed restore leaves the
 * database as empty as it was; then it counts what it wrote and refuses to call a restore done
 * unless every count, the ledger's digest and every file's SHA-256 equal the manifest's.
 */
export async function restoreBackup(
  { database, storage }: BackupSource,
  folder: string,
): Promise<RestoreReport> {
  const manifest = await readManifest(folder);
  const { db } = database;
  const tables = await tablesInOrder(db);
  const migrations = await appliedMigrations(db);
  if (migrations.join() !== manifest.migrations.join()) {
    throw new RestoreRefused(
      `the backup was made by a release with ${manifest.migrations.length} migrations, this one has ${migrations.length}: restore with the backup's release`,
    );
  }
  const counts = await countsOf(db, tables);
  const holding = tables.filter(
    ({ name }) => !FILLED_BY_MIGRATIONS.has(name) && (counts[name] ?? 0) > 0,
  );
  if (holding.length || !(await isEmptyStorage(storage))) {
    const what = holding.length ? holding.map(({ name }) => name).join(', ') : 'the file storage';
    throw new RestoreRefused(`the target is not empty (${what}): restore only into a new one`);
  }
  for (const [name, { sha256: expected }] of Object.entries(manifest.tables)) {
    if ((await sha256OfFile(tableFile(folder, name))) !== expected)
      throw new RestoreRefused(`tables/${name} is not the file the backup wrote`);
  }

  const written: string[] = [];
  try {
    for (const file of manifest.files) {
      const bytes = await fs.promises.readFile(backupFile(folder, file.key));
      if (sha256(bytes) !== file.sha256)
        throw new RestoreRefused(`files/${file.key} is not the file the backup wrote`);
      await storage.putAs(file.key, bytes);
      written.push(file.key);
    }
    await db.transaction(async (tx) => {
      for (const table of tables) {
        if (FILLED_BY_MIGRATIONS.has(table.name))
          await tx.execute(sql.raw(`delete from ${quoted(table.name)}`));
        if (manifest.tables[table.name])
          await restoreTable(tx, table, tableFile(folder, table.name));
      }
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }

  const report = await reportOf(db, tables, storage, manifest.files);
  const differences = [
    ...tables
      .filter(({ name }) => report.tables[name] !== (manifest.tables[name]?.rows ?? 0))
      .map(
        ({ name }) =>
          `${name}: ${report.tables[name]} rows, the backup has ${manifest.tables[name]?.rows ?? 0}`,
      ),
    ...(report.ledger.sha256 === manifest.ledger.sha256 ? [] : ['the ledger balances differ']),
    ...(report.files === manifest.files.length ? [] : ['the files differ']),
  ];
  if (differences.length)
    throw new Error(`the restore does not match the backup: ${differences.join('; ')}`);
  return report;
}

async function reportOf(
  db: BackupSource['database']['db'],
  tables: TableShape[],
  storage: FileStorage,
  files: { key: string; sha256: string }[],
): Promise<RestoreReport> {
  let same = 0;
  for (const file of files) if (sha256(await storage.get(file.key)) === file.sha256) same += 1;
  return {
    tables: await countsOf(db, tables),
    ledger: await ledgerDigest(db),
    files: same,
  };
}
