import { testAppForBlock } from '../../../test/per-block';
import { createAdmin, createCompany, createFreelancer, loginAs } from '../../../test/factories';

/**
 * The login answer is what the browser stores whole (the 'user' and 'company' entries, in
 * localStorage and a JavaScript-readable cookie), so it carries only what the guards and
 * greetings need. The full record is read with the session, from /me.
 */
const FREELANCER_PII = ['35202-1234567-1', 'PK36SCBL0000001123456702', '03001234567'];
const COMPANY_PII = ['42101-7654321-3', '1234567-8'];

describe('personal data in login answers', () => {
  const t = testAppForBlock();

  it.each([
    {
      role: 'freelancer',
      create: createFreelancer,
      fields: ['_id', 'avatar', 'email', 'fullName', 'isActive'],
      personal: FREELANCER_PII,
      kept: 'the CNIC or bank account',
    },
    {
      role: 'company',
      create: createCompany,
      fields: ['_id', 'avatar', 'companyName', 'email', 'isActive'],
      personal: COMPANY_PII,
      kept: 'the POC ID or NTN',
    },
  ] as const)(
    'answers a $role login with the session fields only, never $kept',
    async ({ role, create, fields, personal }) => {
      const account = await create(t.db, { active: true });
      const { body } = await loginAs(t.app, role, account.email);
      expect(Object.keys(body.data[role]).sort()).toEqual(fields);
      for (const value of personal) expect(JSON.stringify(body)).not.toContain(value);
    },
  );

  it('gives the owner the whole record through /me, with the session', async () => {
    const freelancer = await createFreelancer(t.db);
    const { cookie } = await loginAs(t.app, 'freelancer', freelancer.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.json().data.freelancer).toMatchObject({
      _id: freelancer.id,
      CNIC: '35202-1234567-1',
      bankAccount: 'PK36SCBL0000001123456702',
      number: '03001234567',
    });
    const company = await createCompany(t.db);
    const { cookie: companyCookie } = await loginAs(t.app, 'company', company.email);
    const companyMe = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: companyCookie },
    });
    expect(companyMe.json().data.company).toMatchObject({
      pocId: '42101-7654321-3',
      companyNtn: '1234567-8',
    });
  });

  it('shows admins the lists and the toggle answer masked, and a single account whole', async () => {
    const freelancer = await createFreelancer(t.db);
    const company = await createCompany(t.db);
    const admin = await createAdmin(t.db);
    const { cookie } = await loginAs(t.app, 'admin', admin.email);
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } })).json();

    const listed = (await get('/freelancer/inactive')).find(
      (row: { _id: string }) => row._id === freelancer.id,
    );
    expect(listed).toMatchObject({
      CNIC: '35202-*******-1',
      bankAccount: 'PK36****************6702',
      email: freelancer.email,
    });
    const listedCompany = (await get('/company/inactive')).find(
      (row: { _id: string }) => row._id === company.id,
    );
    expect(listedCompany).toMatchObject({ pocId: '42101-*******-3', companyNtn: '12*****-8' });
    for (const url of ['/freelancer/inactive', '/company/inactive']) {
      const body = JSON.stringify(await get(url));
      for (const value of [...FREELANCER_PII.slice(0, 2), ...COMPANY_PII])
        expect(body).not.toContain(value);
    }

    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/freelancer/${freelancer.id}/toggle-status`,
      headers: { cookie },
    });
    expect(toggled.json().data).toMatchObject({ isActive: true, CNIC: '35202-*******-1' });

    const single = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/profile',
      headers: { cookie },
      payload: { id: freelancer.id },
    });
    expect(single.json().data).toMatchObject({
      CNIC: '35202-1234567-1',
      bankAccount: 'PK36SCBL0000001123456702',
    });
  });
});
