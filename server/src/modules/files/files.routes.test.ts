import { testAppForBlock } from '../../../test/per-block';
import {
  createAdmin,
  createFreelancer,
  loginAs,
  multipart,
  pdfBytes,
  pngBytes,
  PASSWORD,
} from '../../../test/factories';

describe('GET /api/v1/files/:id', () => {
  const t = testAppForBlock();
  let proofUrl: string;
  let avatarUrl: string;
  let ownerCookie: string;

  beforeAll(async () => {
    const body = await multipart(
      {
        fullName: 'Zara Ali',
        email: 'zara@example.pk',
        password: PASSWORD,
        number: '03211234567',
        CNIC: '35202-7654321-9',
        skills: 'Design',
        bankAccount: 'PK65TEST0000000000000000',
        currentlyEmployed: 'no',
        bio: 'Designer',
        agree: 'true',
      },
      {
        proofOfRegistrationFee: { bytes: pdfBytes(), name: 'fee.pdf', type: 'application/pdf' },
        avatar: { bytes: await pngBytes(), name: 'zara.png', type: 'image/png' },
      },
    );
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/v1/freelancer/register', ...body })
    ).json().data.freelancer;
    proofUrl = created.proofOfRegistrationFee;
    avatarUrl = created.avatar;
    ownerCookie = (await loginAs(t.app, 'freelancer', 'zara@example.pk')).cookie;
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('keeps the proof private: 401 anonymous, 403 another freelancer, 200 owner and admin', async () => {
    expect((await get(proofUrl)).statusCode).toBe(401);
    const other = await createFreelancer(t.db, { active: true });
    expect(
      (await get(proofUrl, (await loginAs(t.app, 'freelancer', other.email)).cookie)).statusCode,
    ).toBe(403);
    const owner = await get(proofUrl, ownerCookie);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-type']).toBe('application/pdf');
    expect(owner.headers['content-disposition']).toMatch(/^attachment;/);
    expect(owner.headers['cache-control']).toBe('private, no-store');
    expect(owner.headers['content-security-policy']).toContain('sandbox');
    const admin = await createAdmin(t.db);
    expect(
      (await get(proofUrl, (await loginAs(t.app, 'admin', admin.email)).cookie)).statusCode,
    ).toBe(200);
  });

  it('serves the avatar to anyone, re-encoded as a real PNG', async () => {
    const response = await get(avatarUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect(
      (await get('/api/v1/files/00000000-0000-4000-8000-000000000000', ownerCookie)).statusCode,
    ).toBe(404);
    expect((await get('/api/v1/files/..%2F..%2Fetc%2Fpasswd', ownerCookie)).statusCode).toBe(404);
  });
});
