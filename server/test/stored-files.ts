import { files, fileSizes } from '../src/db/schema';
import type { TestApp } from './build-test-app';

/** Expects storage to hold exactly the keys the database names: no orphan, no missing object. */
export async function expectStorageMatchesFileRows(t: TestApp) {
  const stored: string[] = [];
  for await (const { key } of t.app.storage.list()) stored.push(key);
  // Every stored key is named by a file or by one of an avatar's resized copies.
  const rows = await t.db
    .select({ key: files.storageKey })
    .from(files)
    .union(t.db.select({ key: fileSizes.storageKey }).from(fileSizes));
  expect(stored.sort()).toEqual(rows.map((row) => row.key).sort());
}
