import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** Where uploaded bytes live. Local disk by default; an object store can implement the same. */
export interface FileStorage {
  put(bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Every stored object (and any half-written one), for the sweep of orphans. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

const KEY_PATTERN = /^[0-9a-f-]{36}$/;
// `put` writes `<key>.<pid>.tmp` first; a process killed before its rename leaves one behind.
const TEMPORARY_PATTERN = /^[0-9a-f-]{36}\.\d+\.tmp$/;

export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key) && !TEMPORARY_PATTERN.test(key))
      throw new Error('Invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomUUID();
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name and renamed, so a crash never leaves half a file in place.
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.rename(temporary, target);
      return key;
    },
    get: (key) => fs.readFile(pathOf(key)),
    remove: (key) => fs.rm(pathOf(key), { force: true }),
    async *list() {
      const folders = await fs.readdir(root).catch(() => [] as string[]);
      for (const folder of folders) {
        for (const name of await fs.readdir(path.join(root, folder)).catch(() => [] as string[])) {
          if (!KEY_PATTERN.test(name) && !TEMPORARY_PATTERN.test(name)) continue;
          const { mtime } = await fs.stat(path.join(root, folder, name));
          yield { key: name, modifiedAt: mtime };
        }
      }
    },
  };
}

/** Uploads sit beside the embedded database; an in-memory test database gets a temp folder. */
export function uploadsRoot(dataDir: string): string {
  return dataDir.startsWith('memory://')
    ? path.join(os.tmpdir(), `kaamyaab-test-uploads-${randomUUID()}`)
    : path.join(dataDir, 'uploads');
}
