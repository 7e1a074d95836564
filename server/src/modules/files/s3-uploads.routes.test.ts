import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAs, multipart, pdfProof, signupBody } from '../../../test/factories';
import { freelancerSignupFields } from '../../../test/factories';
import { startTestS3, type TestS3 } from '../../../test/s3-server';
import { files, fileSizes, freelancers } from '../../db/schema';
import { insertFile } from './files.repository';

/**
 * Uploads in an S3-compatible bucket, through the real app against a real
 * S3-protocol server: the documents stay private behind the server's check, a failed sign-up
 * leaves nothing in the bucket, and an outage of the store is a clear 503 with no row left
 * without its file.
 */
describe('uploads in S3-compatible storage', () => {
  let s3: TestS3;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await buildTestApp(s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const signUp = async (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/register',
      ...(await signupBody('freelancer', email, { avatar: true })),
    });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const rowsOf = async (email: string) =>
    (await t.db.select({ n: count() }).from(freelancers).where(eq(freelancers.email, email)))[0]?.n;
  const fileRows = async () => (await t.db.select({ n: count() }).from(files))[0]?.n;

  it('stores both files in the bucket and serves them through the authorization check', async () => {
    const before = (await s3.keys()).length;
    const created = await signUp('bucket@example.pk');
    expect(created.statusCode).toBe(201);
    const { proofOfRegistrationFee, avatar } = created.json().data.freelancer;
    // The proof, the avatar and the avatar's two sizes.
    expect(await s3.keys()).toHaveLength(before + 4);

    expect((await get(proofOfRegistrationFee)).statusCode).toBe(401);
    const owner = (await loginAs(t.app, 'freelancer', 'bucket@example.pk')).cookie;
    const proof = await get(proofOfRegistrationFee, owner);
    expect(proof.statusCode).toBe(200);
    expect(proof.rawPayload.equals(pdfProof().bytes)).toBe(true);
    const admin = await createAdmin(t.db);
    const asAdmin = (await loginAs(t.app, 'admin', admin.email)).cookie;
    expect((await get(proofOfRegistrationFee, asAdmin)).statusCode).toBe(200);
    expect((await get(avatar)).headers['content-type']).toBe('image/png');
  });

  it("serves an avatar's sizes from the bucket, and sizes an older avatar there on request", async () => {
    const created = (await signUp('sizes@example.pk')).json().data.freelancer;
    for (const size of [64, 256]) {
      const sized = await get(`${created.avatar}/${size}`);
      expect(sized.statusCode).toBe(200);
      expect(sized.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(sized.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: size,
        height: size,
      });
    }
    // An avatar stored before sizes existed: its original only.
    const original = await sharp({
      create: { width: 90, height: 120, channels: 3, background: '#0b6e4f' },
    })
      .png()
      .toBuffer();
    const storageKey = await t.app.storage.put(original);
    const older = await t.db.transaction((tx) =>
      insertFile(tx, { purpose: 'avatar', contentType: 'image/png', byteSize: 1, storageKey }),
    );
    const before = (await s3.keys()).length;
    const sized = await get(`/api/v1/files/${older.id}/256`);
    expect(sized.statusCode).toBe(200);
    expect(await s3.keys()).toHaveLength(before + 2);
    const rows = await t.db.select().from(fileSizes).where(eq(fileSizes.fileId, older.id));
    expect(rows).toHaveLength(2);
  });

  it('removes what a failed sign-up wrote: the proof is gone when the avatar is refused', async () => {
    const before = await s3.keys();
    const body = await multipart(freelancerSignupFields('refused@example.pk'), {
      proofOfRegistrationFee: pdfProof(),
      avatar: { bytes: Buffer.from('not an image at all'), name: 'me.png', type: 'image/png' },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/register',
      ...body,
    });
    expect(refused.statusCode).toBe(400);
    expect(await s3.keys()).toEqual(before);
    expect(await rowsOf('refused@example.pk')).toBe(0);
  });

  it('answers 503 while the store is down, keeps no row without its file, and recovers', async () => {
    const earlier = (await signUp('earlier@example.pk')).json().data.freelancer;
    const owner = (await loginAs(t.app, 'freelancer', 'earlier@example.pk')).cookie;
    const filesBefore = await fileRows();
    await s3.stop();
    try {
      const refused = await signUp('outage@example.pk');
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'Files cannot be saved or opened right now. Please try again in a minute.',
      });
      expect(await rowsOf('outage@example.pk')).toBe(0);
      expect(await fileRows()).toBe(filesBefore);

      expect((await get(earlier.proofOfRegistrationFee, owner)).statusCode).toBe(503);
      const ready = await get('/api/v1/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().errors).toEqual([
        { msg: 'The file storage is not reachable.', path: 'storage' },
      ]);
      expect((await get('/api/v1/health')).statusCode).toBe(200);
    } finally {
      await s3.start();
    }
    expect((await signUp('outage@example.pk')).statusCode).toBe(201);
    expect((await get(earlier.proofOfRegistrationFee, owner)).statusCode).toBe(200);
    expect((await get('/api/v1/health/ready')).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', storage: 'ok', redis: 'off' },
    });
  });
});
