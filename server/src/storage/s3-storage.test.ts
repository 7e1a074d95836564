import { startTestS3, type TestS3 } from '../../test/s3-server';
import { s3Storage } from './s3-storage';
import { StorageUnavailableError, type FileStorage } from './storage';

/** The S3 implementation of the storage interface against a real S3-protocol server. */
describe('S3 storage (s3rver)', () => {
  let s3: TestS3;
  let storage: FileStorage;

  beforeAll(async () => {
    s3 = await startTestS3();
    storage = s3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      prefix: 'uploads/',
    });
  });
  afterAll(() => s3.close());

  it('writes, reads, lists and removes objects under random keys and its prefix', async () => {
    const bytes = Buffer.from('%PDF-1.4 a fee receipt');
    const key = await storage.put(bytes);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await s3.keys()).toContain(`uploads/${key}`);
    expect((await storage.get(key)).equals(bytes)).toBe(true);
    const listed = [];
    for await (const entry of storage.list()) listed.push(entry);
    expect(listed.map((entry) => entry.key)).toContain(key);
    expect(listed[0]?.modifiedAt).toBeInstanceOf(Date);
    await storage.remove(key);
    expect(await s3.keys()).not.toContain(`uploads/${key}`);
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('names every failure while the store is down an outage, and works again after', async () => {
    const key = await storage.put(Buffer.from('before'));
    await s3.stop();
    try {
      await expect(storage.put(Buffer.from('during'))).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.check()).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      await s3.start();
    }
    expect((await storage.get(key)).toString()).toBe('before');
  });

  it('says a bucket that does not exist is not reachable', async () => {
    const missing = s3Storage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    await expect(missing.check()).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
