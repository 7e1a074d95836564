import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createAdmin, createCompany, createFreelancer, loginAs } from '../../test/factories';
import { postJobAs } from '../modules/jobs/jobs.test-helpers';

/**
 * A signed-in request reads its session from memory, and yet a logout, a deactivation
 * or a renewed token takes effect on the very next request of this process.
 */
describe('sessions kept in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Kept far longer than any test runs: only an event can make them go.
    t = await buildTestApp({ MEMORY_CACHE_SECONDS: '300' });
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me', headers });

  it('are kept: a session deleted behind the server still answers until its login is ended', async () => {
    const freelancer = await createFreelancer(t.db, { active: true });
    const { cookie } = await loginAs(t.app, 'freelancer', freelancer.email);
    expect((await me({ cookie })).statusCode).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.principalId, freelancer.id));
    expect((await me({ cookie })).statusCode).toBe(200);
  });

  it('end at once on logout', async () => {
    const freelancer = await createFreelancer(t.db, { active: true });
    const { cookie } = await loginAs(t.app, 'freelancer', freelancer.email);
    expect((await me({ cookie })).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me({ cookie })).statusCode).toBe(401);
  });

  it("follow an admin's toggle at once, both ways", async () => {
    const company = await createCompany(t.db, { active: true });
    const admin = await createAdmin(t.db);
    const { cookie } = await loginAs(t.app, 'company', company.email);
    const { cookie: adminCookie } = await loginAs(t.app, 'admin', admin.email);
    const member = { id: company.id, name: company.companyName, email: '', headers: { cookie } };
    const toggle = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/company/${company.id}/toggle-status`,
        headers: { cookie: adminCookie },
      });

    expect((await postJobAs(t, member)).statusCode).toBe(201);
    expect((await toggle()).statusCode).toBe(200);
    const refused = await postJobAs(t, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your account is still under review, so this is not possible yet.',
    );
    expect((await toggle()).statusCode).toBe(200);
    expect((await postJobAs(t, member)).statusCode).toBe(201);
  });

  it("drop an admin's renewed access token at once", async () => {
    const admin = await createAdmin(t.db);
    const { body } = await loginAs(t.app, 'admin', admin.email);
    const { accessToken, refreshToken } = body.data as {
      accessToken: string;
      refreshToken: string;
    };
    const asBearer = () => me({ authorization: `Bearer ${accessToken}` });
    expect((await asBearer()).statusCode).toBe(200);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/refresh-token',
      payload: { refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
    expect((await asBearer()).statusCode).toBe(401);
  });

  it('never take a session cookie for a bearer token, even when it is kept', async () => {
    const freelancer = await createFreelancer(t.db, { active: true });
    const { cookie } = await loginAs(t.app, 'freelancer', freelancer.email);
    expect((await me({ cookie })).statusCode).toBe(200);
    const token = cookie.split('=')[1];
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});
