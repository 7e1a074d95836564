import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadRules } from '@kaamyaab/shared-api/contract';
import { companies, files, freelancers } from '../../db/schema';
import { testAppForBlock } from '../../../test/per-block';
import {
  companySignupFields,
  freelancerSignupFields,
  multipart,
  newAdminCookie,
} from '../../../test/factories';
import {
  acceptedDocuments,
  MARKER,
  realPdf,
  refusedFiles,
  reencodedImages,
  type HostileFile,
} from '../../../test/hostile-files';

/**
 * The hostile uploads corpus (security test plan 25–28) through the real sign-up routes: every
 * file is refused with the contract's sentence (400, never 500, nothing kept), or stored as
 * pixels only (re-encoded: no EXIF, XMP, comments or appended payload) or, for PDF documents,
 * kept as sent; and GET /api/v1/files/:id serves what was kept with safe headers.
 */
type Role = 'freelancer' | 'company';
type Field = 'proofOfRegistrationFee' | 'avatar';

const accountFields = (role: Role, email: string) =>
  role === 'freelancer' ? freelancerSignupFields(email) : companySignupFields(email);

const wrongType: Record<Field, string> = {
  proofOfRegistrationFee: uploadRules.proof.wrongType,
  avatar: uploadRules.avatar.wrongType,
};

describe('hostile uploads corpus on the sign-up routes', () => {
  const t = testAppForBlock();
  let adminCookie: string;
  let sequence = 0;

  beforeAll(async () => {
    adminCookie = await newAdminCookie(t.app, t.db);
  });

  /** Signs up with `upload` in `field` (and a valid proof when testing the avatar). */
  async function signUp(field: Field, upload: HostileFile, role: Role = 'freelancer') {
    sequence += 1;
    const email = `upload.${sequence}@example.pk`;
    const proof = { name: 'fee.pdf', type: 'application/pdf', bytes: realPdf() };
    const body = await multipart(accountFields(role, email), {
      proofOfRegistrationFee: field === 'proofOfRegistrationFee' ? upload : proof,
      ...(field === 'avatar' && { avatar: upload }),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${role}/register`,
      // One address per sign-up, so a per-address limit on sign-ups never answers for the file.
      remoteAddress: `127.0.${sequence >> 8}.${sequence & 255}`,
      ...body,
    });
    return { response, email, account: response.json().data?.[role] };
  }

  const fileCount = async () => (await t.db.select().from(files)).length;
  const accountsWith = async (role: Role, email: string) =>
    role === 'freelancer'
      ? t.db.select().from(freelancers).where(eq(freelancers.email, email))
      : t.db.select().from(companies).where(eq(companies.email, email));

  async function expectRefused(field: Field, upload: HostileFile, role: Role = 'freelancer') {
    const before = await fileCount();
    const { response, email } = await signUp(field, upload, role);
    expect([response.statusCode, response.json().message]).toEqual([400, wrongType[field]]);
    expect(await fileCount()).toBe(before);
    expect(await accountsWith(role, email)).toHaveLength(0);
  }

  /** GET /files/:id as an admin: the headers every download carries, and the bytes. */
  async function download(url: string, type: string, isPrivate: boolean) {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    if (isPrivate) {
      // The name is ours, never the upload's ('../../x.png' and 'a.php.png' go nowhere).
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="document-[0-9a-f-]{36}(\.pdf)?"$/,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    return response.rawPayload;
  }

  async function expectPixelsOnly(stored: Buffer, upload: Awaited<ReturnType<typeof build>>) {
    // A clean image may re-encode to its own bytes; one that carried anything else never does.
    if (upload.marker) expect(stored.equals(upload.bytes)).toBe(false);
    for (const payload of [MARKER, '<script', '<html', 'PK\x05\x06'])
      expect(stored.includes(payload, 0, 'latin1')).toBe(false);
    const [kept, sent] = await Promise.all([
      sharp(stored).metadata(),
      sharp(upload.bytes).metadata(),
    ]);
    expect({
      format: kept.format,
      size: [kept.width, kept.height],
      exif: kept.exif,
      xmp: kept.xmp,
      iptc: kept.iptc,
      comments: kept.comments,
    }).toEqual({
      format: sent.format,
      size: [sent.width, sent.height],
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      comments: undefined,
    });
  }
  const build = async (name: string) => (await reencodedImages[name]!())!;

  describe.each(['proofOfRegistrationFee', 'avatar'] as const)('as the %s', (field) => {
    it.each(Object.keys(refusedFiles))('refuses %s with its sentence', async (name) => {
      await expectRefused(field, await refusedFiles[name]!());
    });

    it.each(Object.keys(reencodedImages))(
      'stores %s re-encoded, pixels only, served safely',
      async (name) => {
        const upload = await build(name);
        const { response, account } = await signUp(field, upload);
        expect(response.statusCode).toBe(201);
        const isProof = field === 'proofOfRegistrationFee';
        const stored = await download(account[field], upload.storedAs, isProof);
        await expectPixelsOnly(stored, upload);
      },
    );
  });

  it.each(Object.keys(acceptedDocuments))(
    'keeps the proof %s as sent, served only as a sandboxed private download',
    async (name) => {
      const upload = await acceptedDocuments[name]!();
      const { response, account } = await signUp('proofOfRegistrationFee', upload);
      expect(response.statusCode).toBe(201);
      const stored = await download(account.proofOfRegistrationFee, 'application/pdf', true);
      expect(stored.equals(upload.bytes)).toBe(true);
    },
  );

  it.each(Object.keys(acceptedDocuments))('refuses the avatar %s: no PDF avatars', async (name) => {
    await expectRefused('avatar', await acceptedDocuments[name]!());
  });

  it('treats a zero-byte proof as no proof, and a zero-byte avatar as no avatar', async () => {
    const empty = { name: 'fee.png', type: 'image/png', bytes: Buffer.alloc(0) };
    const noProof = await signUp('proofOfRegistrationFee', empty);
    expect([noProof.response.statusCode, noProof.response.json().message]).toEqual([
      400,
      'Proof of registration is required',
    ]);
    const noAvatar = await signUp('avatar', empty);
    expect(noAvatar.response.statusCode).toBe(201);
    expect(noAvatar.account.avatar).toBeNull();
  });

  it('checks the company sign-up the same way: deposit receipt and avatar', async () => {
    await expectRefused(
      'proofOfRegistrationFee',
      await refusedFiles['SVG declared as SVG']!(),
      'company',
    );
    await expectRefused('avatar', await refusedFiles['HTML named .png']!(), 'company');
    const upload = await build('JPEG with EXIF GPS');
    const { response, account } = await signUp('avatar', upload, 'company');
    expect(response.statusCode).toBe(201);
    await expectPixelsOnly(await download(account.avatar, 'image/jpeg', false), upload);
  });
});
