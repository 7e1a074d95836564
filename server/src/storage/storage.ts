import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Where uploaded bytes live: local disk by default, an S3-compatible object store when configured
 * (s3-storage.ts). A failure to reach the bytes is a StorageUnavailableError, which a request
 * answers as 503; a key that was never written is the caller's bug, not an outage.
 */
export interface FileStorage {
  put(bytes: Buffer): Promise<string>;
  /** Writes bytes under a key `put` once gave: a restore brings a backup's files back as they were. */
  putAs(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Every stored object (and any half-written one), for the sweep of orphans. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** Resolves when the storage can be written and read (the readiness check). */
  check(): Promise<void>;
  /** Where the bytes are, for the logs: never a secret. */
  readonly describe: string;
}

export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(operation: string, cause: unknown) {
    super(`file storage could not ${operation}`, { cause });
  }
}

/** Runs one storage operation, naming any failure of it an outage of the storage. */
export async function asOutage<T>(operation: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StorageUnavailableError(operation, error);
  }
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
  const putAs = (key: string, bytes: Buffer) => {
    const target = pathOf(key);
    return asOutage('write a file', async () => {
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name and renamed: a crash never leaves half a file in place.
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.rename(temporary, target);
    });
  };
  return {
    describe: `local disk ${root}`,
    async put(bytes) {
      const key = randomUUID();
      await putAs(key, bytes);
      return key;
    },
    putAs,
    get: (key) => {
      const target = pathOf(key);
      return asOutage('read a file', () => fs.readFile(target));
    },
    remove: (key) => {
      const target = pathOf(key);
      return asOutage('remove a file', () => fs.rm(target, { force: true }));
    },
    check: () =>
      asOutage('be written', async () => {
        await fs.mkdir(root, { recursive: true });
        await fs.access(root, fs.constants.W_OK | fs.constants.R_OK);
      }),
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
