import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadRules } from '@kaamyaab/shared-api/contract';
import { fileSizes, freelancers } from '../../db/schema';
import { testAppForBlock } from '../../../test/per-block';
import {
  createFreelancer,
  freelancerSignupFields,
  loginAs,
  multipart,
  pdfProof,
} from '../../../test/factories';
import { zeroPng } from '../../../test/hostile-files';
import { insertFile } from './files.repository';
import { storeUpload } from './files.service';
import { sweepOrphanUploads } from './orphan-sweep';

/**
 * Avatars served resized (issue "Accounts people can keep", item 6): a 64 and a 256 px square
 * WebP with nothing but pixels, cached for a year at an address that a new avatar changes, under
 * the same authorization as the file; avatars stored before sizes existed get theirs on request.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const GPS_EXIF = {
  IFD0: { Make: 'Kaamyaab phone', Copyright: 'AVATAR-EXIF-MARKER' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 33/1 0/1' },
};

/** Noise of `width` × `height` enlarged to a phone photo's 3000 × 4000 px, as raw RGB. */
const layer = (width: number, height: number, sigma: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .resize(3000, 4000, { kernel: 'cubic' })
    .raw()
    .toBuffer();

/**
 * A phone photo: 3000 × 4000 px, JPEG quality 90, with EXIF and GPS, and detail at every scale
 * (broad patches of colour, smaller shapes, sensor grain), so it compresses as a photo does.
 */
async function phonePhoto(): Promise<Buffer> {
  const [broad, shapes, grain] = await Promise.all([
    layer(12, 16, 60),
    layer(150, 200, 40),
    layer(3000, 4000, 12),
  ]);
  const pixels = new Uint8ClampedArray(broad.length); // clamps each sum to 0–255
  for (let i = 0; i < pixels.length; i += 1)
    pixels[i] = broad[i]! * 0.7 + (shapes[i]! - 128) * 0.5 + (grain[i]! - 128);
  return sharp(Buffer.from(pixels.buffer), { raw: { width: 3000, height: 4000, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif(GPS_EXIF)
    .toBuffer();
}

const square = (background: string, size = 40) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .jpeg()
    .withExif(GPS_EXIF)
    .toBuffer();

describe('avatar sizes', () => {
  const t = testAppForBlock();
  let sequence = 0;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  async function signUp(avatar: Buffer, type = 'image/jpeg') {
    sequence += 1;
    const email = `avatar.${sequence}@example.pk`;
    const body = await multipart(freelancerSignupFields(email), {
      proofOfRegistrationFee: pdfProof(),
      avatar: { bytes: avatar, name: 'me.jpg', type },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/register',
      remoteAddress: `127.1.${sequence >> 8}.${sequence & 255}`,
      ...body,
    });
    return { response, email, freelancer: response.json().data?.freelancer };
  }
  const sizeRows = async () => (await t.db.select({ n: count() }).from(fileSizes))[0]?.n;

  it('serves a phone photo as 64 and 256 px WebP squares, metadata stripped, cached for a year', async () => {
    const photo = await phonePhoto();
    const { response, freelancer } = await signUp(photo);
    expect(response.statusCode).toBe(201);
    const original = await get(freelancer.avatar);
    const sizes: Record<number, number> = {};
    for (const size of [64, 256]) {
      const sized = await get(`${freelancer.avatar}/${size}`);
      expect(sized.statusCode).toBe(200);
      expect(sized.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': IMMUTABLE,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      const meta = await sharp(sized.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(sized.rawPayload.includes('AVATAR-EXIF-MARKER')).toBe(false);
      sizes[size] = sized.rawPayload.length;
    }
    // The figures for the report: what a page downloaded per avatar before, and now.
    process.stdout.write(
      `avatar bytes: upload ${photo.length}, served before ${original.rawPayload.length}, ` +
        `64 px ${sizes[64]}, 256 px ${sizes[256]}\n`,
    );
    expect(sizes[256]).toBeLessThan(original.rawPayload.length / 50);
  }, 60_000);

  it('crops to a square from the centre, upright as the camera held it', async () => {
    // 300 × 100 stored sideways (EXIF orientation 6): upright it is 100 wide and 300 tall, red on
    // its middle third; the square is cut from that middle.
    const stripes = await sharp({
      create: { width: 300, height: 100, channels: 3, background: '#0000ff' },
    })
      .composite([
        {
          input: { create: { width: 100, height: 100, channels: 3, background: '#ff0000' } },
          left: 100,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { freelancer } = await signUp(stripes);
    const sized = await get(`${freelancer.avatar}/64`);
    const { data } = await sharp(sized.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const [red, green, blue] = data.subarray(0, 3);
    expect(red).toBeGreaterThan(200);
    expect(green! + blue!).toBeLessThan(80);
  });

  it('gives a new avatar new addresses, and the old addresses keep their picture', async () => {
    const { freelancer, email } = await signUp(await square('#ff0000'));
    const [row] = await t.db.select().from(freelancers).where(eq(freelancers.email, email));
    const before = await get(`${freelancer.avatar}/64`);

    // What a change of avatar does: a new file, named by the account.
    const green = await square('#00a000');
    const next = await t.db.transaction((tx) =>
      storeUpload(t.app.storage, tx, green, 'avatar', []),
    );
    await t.db
      .update(freelancers)
      .set({ avatarFileId: next.id })
      .where(eq(freelancers.id, row!.id));
    const { cookie } = await loginAs(t.app, 'freelancer', email);
    const now = (await get('/api/v1/me', cookie)).json().data.freelancer.avatar;
    expect(now).not.toBe(freelancer.avatar);

    const [oldPixel, newPixel] = await Promise.all(
      [before.rawPayload, (await get(`${now}/64`)).rawPayload].map(async (bytes) =>
        (await sharp(bytes).raw().toBuffer()).subarray(0, 3),
      ),
    );
    expect(oldPixel![0]).toBeGreaterThan(200);
    expect(newPixel![1]).toBeGreaterThan(100);
    expect((await get(`${freelancer.avatar}/64`)).rawPayload.equals(before.rawPayload)).toBe(true);
  });

  it('keeps the rules of the file: anyone sees an avatar, a document has no sizes for anyone', async () => {
    const { freelancer, email } = await signUp(await square('#123456'));
    expect((await get(`${freelancer.avatar}/256`)).statusCode).toBe(200);

    const proof = `${freelancer.proofOfRegistrationFee}/64`;
    expect((await get(proof)).statusCode).toBe(401);
    const other = await createFreelancer(t.db, { active: true });
    const otherCookie = (await loginAs(t.app, 'freelancer', other.email)).cookie;
    expect((await get(proof, otherCookie)).statusCode).toBe(403);
    const owner = await get(proof, (await loginAs(t.app, 'freelancer', email)).cookie);
    expect([owner.statusCode, owner.json().message]).toEqual([404, 'File not found.']);

    expect((await get(`${freelancer.avatar}/128`)).statusCode).toBe(400);
    expect((await get('/api/v1/files/00000000-0000-4000-8000-000000000000/64')).statusCode).toBe(
      404,
    );
    expect((await get('/api/v1/files/..%2F..%2Fetc%2Fpasswd/64')).statusCode).toBe(404);
  });

  it('refuses a hostile avatar with its sentence, keeping no size of it', async () => {
    const before = await sizeRows();
    for (const hostile of [
      zeroPng(10_000, 10_000),
      zeroPng(100_000, 100_000, 8),
      Buffer.from('<html><script>alert(1)</script></html>'),
      (await square('#000000')).subarray(0, 200),
    ]) {
      const { response } = await signUp(hostile, 'image/png');
      expect([response.statusCode, response.json().message]).toEqual([
        400,
        uploadRules.avatar.wrongType,
      ]);
    }
    expect(await sizeRows()).toBe(before);
  });

  it('sizes an avatar stored before sizes existed on its first request, once', async () => {
    // As the server before this change stored it: the original only (here with EXIF still in).
    const storageKey = await t.app.storage.put(await square('#ff00ff', 600));
    const file = await t.db.transaction((tx) =>
      insertFile(tx, { purpose: 'avatar', contentType: 'image/jpeg', byteSize: 1, storageKey }),
    );
    const url = `/api/v1/files/${file.id}`;
    const answers = await Promise.all([get(`${url}/64`), get(`${url}/64`), get(`${url}/256`)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]!.headers['cache-control']).toBe(IMMUTABLE);
    const meta = await sharp(answers[2]!.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 256, undefined]);
    const rows = await t.db.select().from(fileSizes).where(eq(fileSizes.fileId, file.id));
    expect(rows.map((row) => row.size).sort()).toEqual([256, 64]);

    // The racing requests' extra bytes are gone, and the sweep keeps the sizes' bytes.
    const keys: string[] = [];
    for await (const entry of t.app.storage.list()) keys.push(entry.key);
    await sweepOrphanUploads({ db: t.db, log: t.app.log, storage: t.app.storage }, { minAgeMs: 0 });
    expect((await get(`${url}/64`)).statusCode).toBe(200);
    const after: string[] = [];
    for await (const entry of t.app.storage.list()) after.push(entry.key);
    expect(after).toEqual(expect.arrayContaining(rows.map((row) => row.storageKey)));
    expect(after.length).toBe(keys.length);
  });
});
