import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { files } from '../../db/schema';
import { localDiskStorage } from '../../storage/storage';
import { openTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';
import { sweepOrphanUploads } from './orphan-sweep';

describe('the orphan upload sweep', () => {
  let database: DatabaseHandle;
  let root: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    root = await mkdtemp(path.join(tmpdir(), 'kaamyaab-sweep-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  const keysIn = async (storage: ReturnType<typeof localDiskStorage>) => {
    const keys: string[] = [];
    for await (const { key } of storage.list()) keys.push(key);
    return keys.sort();
  };

  it('removes old bytes no row names, half-written ones too, and keeps the rest', async () => {
    const storage = localDiskStorage(root);
    const kept = await storage.put(Buffer.from('a receipt'));
    await database.db.insert(files).values({
      purpose: 'proof',
      contentType: 'application/pdf',
      byteSize: 9,
      storageKey: kept,
      isPublic: false,
    });
    const orphan = await storage.put(Buffer.from('left by a kill -9'));
    const temporary = `${orphan.slice(0, 35)}0.4242.tmp`;
    await writeFile(path.join(root, temporary.slice(0, 2), temporary), 'half');
    const ctx = { db: database.db, log: pino({ level: 'silent' }), storage };

    expect(await sweepOrphanUploads(ctx)).toBe(0);
    expect(await keysIn(storage)).toEqual([kept, orphan, temporary].sort());

    const anHourLater = Date.now() + 60 * 60_000;
    expect(await sweepOrphanUploads(ctx, { now: anHourLater })).toBe(2);
    expect(await keysIn(storage)).toEqual([kept]);
  });
});
