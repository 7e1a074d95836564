import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildAppOn, type TestApp } from '../../test/build-test-app';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { openTestDatabase } from '../../test/test-database';
import { loadConfig } from '../config/env';
import type { Database, DatabaseHandle } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { seedDemoDeals } from '../demo/seed-deals';
import { seedDemoMarket } from '../demo/seed-market';
import { openStorage } from '../storage/open-storage';
import type { FileStorage } from '../storage/storage';
import { writeBackup } from './backup';
import { readManifest, tableFile } from './manifest';
import { restoreBackup, RestoreRefused } from './restore';
import { countsOf, ledgerDigest, quoted, tablesInOrder, type TableShape } from './tables';

jest.setTimeout(120_000);

/** Every row of a table as JSON, sorted: equal contents, column by column, in any row order. */
async function contentsOf(db: Database, table: TableShape) {
  const rows = await rowsOf<{ line: string }>(
    db,
    sql.raw(
      `select row_to_json(x)::text as line from (select ${table.columns.map(quoted).join(', ')}
         from ${quoted(table.name)}) x order by 1`,
    ),
  );
  return rows.map((row) => row.line);
}

/**
 * The drill of docs/operations/backups.md: a market with contracts and money, copied from one
 * deployment (its uploads on disk) and brought back into a new one (its uploads in a bucket).
 */
describe('a backup restores into an empty deployment', () => {
  let source: DatabaseHandle;
  let t: TestApp;
  let target: DatabaseHandle;
  let s3: TestS3;
  let targetStorage: FileStorage;
  let folder: string;

  beforeAll(async () => {
    source = await openTestDatabase();
    await seedDemoMarket(source.db);
    t = await buildAppOn(source.db);
    await seedDemoDeals(t.app, source.db);
    target = await openTestDatabase();
    s3 = await startTestS3();
    targetStorage = await openStorage(loadConfig({ DATA_DIR: 'memory://', ...s3.env }));
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kaamyaab-backup-'));
  });

  afterAll(async () => {
    await t.close();
    await Promise.all([source.close(), target.close(), s3.close()]);
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('brings back every row, every ledger balance and every file', async () => {
    const manifest = await writeBackup({ database: source, storage: t.app.storage }, folder);
    const tables = await tablesInOrder(source.db);
    const counts = await countsOf(source.db, tables);
    expect(counts.contracts).toBe(3);
    expect(manifest.files.length).toBeGreaterThan(0);
    expect(manifest.missingFiles).toEqual([]);
    expect(
      Object.fromEntries(Object.entries(manifest.tables).map(([n, v]) => [n, v.rows])),
    ).toEqual(counts);

    const report = await restoreBackup({ database: target, storage: targetStorage }, folder);

    expect(await countsOf(target.db, tables)).toEqual(counts);
    for (const table of tables)
      expect([table.name, await contentsOf(target.db, table)]).toEqual([
        table.name,
        await contentsOf(source.db, table),
      ]);
    expect(report.tables).toEqual(counts);
    expect(await ledgerDigest(target.db)).toEqual(await ledgerDigest(source.db));
    expect((await ledgerDigest(target.db)).accounts).toBeGreaterThan(0);
    for (const { key } of manifest.files)
      expect(await targetStorage.get(key)).toEqual(await t.app.storage.get(key));
    expect((await s3.keys()).sort()).toEqual(manifest.files.map((file) => file.key).sort());
  });

  it('refuses a target that is not empty, and changes nothing in it', async () => {
    const before = await countsOf(target.db, await tablesInOrder(target.db));
    await expect(
      restoreBackup({ database: target, storage: targetStorage }, folder),
    ).rejects.toThrow(RestoreRefused);
    expect(await countsOf(target.db, await tablesInOrder(target.db))).toEqual(before);
  });

  it('refuses a backup whose table file was changed', async () => {
    const fresh = await openTestDatabase();
    const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'kaamyaab-backup-'));
    try {
      await fs.cp(folder, copy, { recursive: true });
      await fs.appendFile(tableFile(copy, 'contracts'), 'tampered');
      const storage = await openStorage(loadConfig({ DATA_DIR: 'memory://' }));
      await expect(restoreBackup({ database: fresh, storage }, copy)).rejects.toThrow(
        'tables/contracts is not the file the backup wrote',
      );
      expect((await readManifest(copy)).tables.contracts!.rows).toBe(3);
    } finally {
      await fresh.close();
      await fs.rm(copy, { recursive: true, force: true });
    }
  });
});
