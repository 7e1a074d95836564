import { productionEnv } from '../../test/production-env';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testAppForBlock } from '../../test/per-block';
import { createAdmin, createFreelancer, loginAs, PASSWORD } from '../../test/factories';

/** Tokens that renew, answers no cache keeps, cookies no subdomain can plant. */
describe('sessions', () => {
  const t = testAppForBlock();

  const asBearer = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/freelancer/inactive',
      headers: { authorization: `Bearer ${token}` },
    });
  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/refresh-token',
      payload: { refreshToken },
    });

  it("renews an admin's access token once per refresh token, and logout ends the renewed pair", async () => {
    const admin = await createAdmin(t.db);
    const { body, cookie } = await loginAs(t.app, 'admin', admin.email);
    const first = body.data as { accessToken: string; refreshToken: string };

    const renewed = await refresh(first.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json().data as { accessToken: string; refreshToken: string };
    expect(second.accessToken).not.toBe(first.accessToken);
    expect((await asBearer(second.accessToken)).statusCode).toBe(200);
    expect((await asBearer(first.accessToken)).statusCode).toBe(401);

    const reused = await refresh(first.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('This refresh token is not valid. Please log in again.');

    const racing = await Promise.all([refresh(second.refreshToken), refresh(second.refreshToken)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 401]);
    const third = racing.find((response) => response.statusCode === 200)!.json().data;

    await t.app.inject({ method: 'POST', url: '/api/v1/admin/logout', headers: { cookie } });
    expect((await asBearer(third.accessToken)).statusCode).toBe(401);
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
  });

  it('marks every API answer no-store, signed in or not', async () => {
    const freelancer = await createFreelancer(t.db, { active: true });
    const { cookie } = await loginAs(t.app, 'freelancer', freelancer.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('ends the login a browser already had when it logs in again (no session fixation)', async () => {
    const freelancer = await createFreelancer(t.db, { active: true });
    const { cookie: before } = await loginAs(t.app, 'freelancer', freelancer.email);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/login',
      headers: { cookie: before },
      payload: { email: freelancer.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: before },
    });
    expect(stale.statusCode).toBe(401);
  });
});

describe('the production session cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(productionEnv());
  });
  afterAll(() => t.close());

  it('is __Host- prefixed, Secure, on / and without a Domain, and is the one the server reads', async () => {
    const freelancer = await createFreelancer(t.db, { active: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/login',
      payload: { email: freelancer.email, password: PASSWORD },
    });
    const cookie = response.cookies.find((c) => c.name === '__Host-kaamyaab_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: `__Host-kaamyaab_session=${cookie?.value}` },
    });
    expect(me.statusCode).toBe(200);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: `kaamyaab_session=${cookie?.value}` },
    });
    expect(plain.statusCode).toBe(401);
  });
});
