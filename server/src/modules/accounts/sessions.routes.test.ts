import { testAppForBlock } from '../../../test/per-block';
import {
  createAdmin,
  createCompany,
  createFreelancer,
  loginAs,
  PASSWORD,
} from '../../../test/factories';

const ADMIN_KEY = 'test-admin-signup-key-123456';

describe('logins, sessions and the approval gate', () => {
  const t = testAppForBlock({ ADMIN_SIGNUP_KEY: ADMIN_KEY, LOGIN_ACCOUNT_FAILURES_PER_HOUR: '3' });

  const inject = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  it('logs a freelancer in with an httpOnly 7-day cookie and the session view of the record', async () => {
    const freelancer = await createFreelancer(t.db);
    const response = await inject('POST', '/freelancer/login', undefined, {
      email: freelancer.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      statusCode: 200,
      success: true,
      data: { freelancer: { _id: freelancer.id, isActive: false } },
    });
    const cookie = response.cookies.find((c) => c.name === 'kaamyaab_session');
    expect(cookie).toMatchObject({
      httpOnly: true,
      path: '/',
      sameSite: 'Lax',
      maxAge: 7 * 24 * 3600,
    });
  });

  it.each([
    [
      'freelancer',
      'Freelancer with this email does not exist. Please sign up first.',
      'Invalid credentials. Please check your email and password.',
    ],
    [
      'company',
      'Company with this email does not exist. Please register.',
      'Invalid request. Please check your email or password.',
    ],
  ] as const)(
    'answers the %s catalogue: 404 unknown email, 400 wrong password',
    async (role, unknown, wrong) => {
      const account =
        role === 'freelancer' ? await createFreelancer(t.db) : await createCompany(t.db);
      const missing = await inject('POST', `/${role}/login`, undefined, {
        email: `nobody.${role}@example.pk`,
        password: PASSWORD,
      });
      expect([missing.statusCode, missing.json().message]).toEqual([404, unknown]);
      const bad = await inject('POST', `/${role}/login`, undefined, {
        email: account.email,
        password: 'not-the-password',
      });
      expect([bad.statusCode, bad.json().message]).toEqual([400, wrong]);
    },
  );

  it('limits failed logins per account with 429 and Retry-After, whatever the address', async () => {
    const freelancer = await createFreelancer(t.db);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/freelancer/login',
        remoteAddress: `10.0.0.${attempt}`,
        payload: { email: freelancer.email, password: 'wrong-password' },
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await inject('POST', '/freelancer/login', undefined, {
      email: freelancer.email,
      password: PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many login attempts/),
    });
  });

  it('gates the admin lists and toggles: 401 anonymous, 403 other roles', async () => {
    const company = await createCompany(t.db, { active: true });
    const { cookie } = await loginAs(t.app, 'company', company.email);
    for (const url of [
      '/freelancer/inactive',
      '/freelancer/active',
      '/company/inactive',
      '/company/active',
    ]) {
      expect((await inject('GET', url)).statusCode).toBe(401);
      expect((await inject('GET', url, cookie)).statusCode).toBe(403);
    }
    expect((await inject('PATCH', `/company/${company.id}/toggle-status`, cookie)).statusCode).toBe(
      403,
    );
  });

  it('lets an admin approve a freelancer, whose very next request sees it, and reverse it', async () => {
    const freelancer = await createFreelancer(t.db);
    const admin = await createAdmin(t.db);
    const { cookie: adminCookie } = await loginAs(t.app, 'admin', admin.email);
    const { cookie } = await loginAs(t.app, 'freelancer', freelancer.email);
    const inactive = (await inject('GET', '/freelancer/inactive', adminCookie)).json();
    expect(inactive.map((f: { _id: string }) => f._id)).toContain(freelancer.id);

    const approved = await inject(
      'PATCH',
      `/freelancer/${freelancer.id}/toggle-status`,
      adminCookie,
    );
    expect(approved.json().data.isActive).toBe(true);
    expect((await inject('GET', '/me', cookie)).json().data.freelancer.isActive).toBe(true);

    await inject('PATCH', `/freelancer/${freelancer.id}/toggle-status`, adminCookie);
    expect((await inject('GET', '/me', cookie)).json().data.freelancer.isActive).toBe(false);
    expect(
      (await inject('PATCH', '/freelancer/not-a-uuid/toggle-status', adminCookie)).statusCode,
    ).toBe(404);
  });

  it('shows anyone signed in a company’s public face, and the whole record only to itself or an admin', async () => {
    const company = await createCompany(t.db, { active: true });
    const freelancer = await createFreelancer(t.db, { active: true });
    const { cookie: freelancerCookie } = await loginAs(t.app, 'freelancer', freelancer.email);
    const { cookie: companyCookie } = await loginAs(t.app, 'company', company.email);
    expect(
      (await inject('POST', '/company/profile', undefined, { id: company.id })).statusCode,
    ).toBe(401);
    const seenByFreelancer = (
      await inject('POST', '/company/profile', freelancerCookie, { id: company.id })
    ).json().data;
    expect(Object.keys(seenByFreelancer).sort()).toEqual(['_id', 'avatar', 'bio', 'companyName']);
    const seenByItself = (
      await inject('POST', '/company/profile', companyCookie, { id: company.id })
    ).json().data;
    expect(seenByItself).toMatchObject({
      companyNtn: company.companyNtn,
      pocId: company.pocId,
      email: company.email,
    });
  });

  it('ends only its own login on logout, whatever id the body names', async () => {
    const a = await createFreelancer(t.db);
    const b = await createFreelancer(t.db);
    const { cookie: cookieA } = await loginAs(t.app, 'freelancer', a.email);
    const { cookie: cookieB } = await loginAs(t.app, 'freelancer', b.email);
    const response = await inject('POST', '/freelancer/logout', cookieA, { id: b.id });
    expect(response.statusCode).toBe(200);
    expect((await inject('GET', '/me', cookieA)).statusCode).toBe(401);
    expect((await inject('GET', '/me', cookieB)).statusCode).toBe(200);
  });

  it('registers an admin only with the key, and its tokens work until logout', async () => {
    const wrong = await inject('POST', '/admin/register', undefined, {
      username: 'sana',
      email: 'sana@kaamyaab.pk',
      password: 'Minar-e-Pakistan',
      adminSignupKey: 'guess',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([403, 'Invalid admin signup key.']);
    const empty = await inject('POST', '/admin/register', undefined, { adminSignupKey: ADMIN_KEY });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].msg).toBe(
      'Please enter all fields: Username, Email, and Password.',
    );

    const created = await inject('POST', '/admin/register', undefined, {
      username: 'sana',
      email: 'sana@kaamyaab.pk',
      password: 'Minar-e-Pakistan',
      adminSignupKey: ADMIN_KEY,
    });
    expect(created.statusCode).toBe(201);
    const { admin, accessToken, refreshToken } = created.json().data;
    expect(admin).toMatchObject({ username: 'sana', email: 'sana@kaamyaab.pk' });
    expect(refreshToken).not.toBe(accessToken);

    const bearer = { authorization: `Bearer ${accessToken}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/freelancer/inactive', headers: bearer }))
        .statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v1/admin/logout', headers: bearer });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/freelancer/inactive', headers: bearer }))
        .statusCode,
    ).toBe(401);

    const missing = await inject('POST', '/admin/login', undefined, {
      email: 'ghost@kaamyaab.pk',
      password: 'whatever-123',
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Admin not found.']);
    const bad = await inject('POST', '/admin/login', undefined, {
      email: 'sana@kaamyaab.pk',
      password: 'wrong-password',
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Invalid login credentials.']);
    const blank = await inject('POST', '/admin/login', undefined, { email: '', password: '' });
    expect(blank.json().errors[0].msg).toBe('Please enter both Email and Password.');
  });

  it('refuses a cookie-borne write from another site', async () => {
    const freelancer = await createFreelancer(t.db);
    const { cookie } = await loginAs(t.app, 'freelancer', freelancer.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/logout',
      headers: { cookie, origin: 'http://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await inject('GET', '/me', cookie)).statusCode).toBe(200);
  });
});
