import { eq } from 'drizzle-orm';
import { adminForBlock, testAppForBlock } from '../../../test/per-block';
import { createCompany, createFreelancer, loginAs } from '../../../test/factories';
import { freelancers } from '../../db/schema';

/** The admin dashboard's figures, on the real app and database. */
describe('GET /api/v1/admin/stats', () => {
  const t = testAppForBlock();
  const admin = adminForBlock(t);

  const stats = async (cookie = admin.cookie) =>
    t.app.inject({ method: 'GET', url: '/api/v1/admin/stats', headers: { cookie } });

  it('refuses anonymous callers and other roles', async () => {
    expect((await stats('')).statusCode).toBe(401);
    const company = (await loginAs(t.app, 'company', (await createCompany(t.db)).email)).cookie;
    expect((await stats(company)).statusCode).toBe(403);
  });

  it('counts the queue and its oldest wait, active people, and 30 days of sign-ups', async () => {
    const before = (await stats()).json().data;
    const old = await createFreelancer(t.db);
    const since = new Date(Date.now() - 30 * 3_600_000);
    await t.db.update(freelancers).set({ submittedAt: since }).where(eq(freelancers.id, old.id));
    await createFreelancer(t.db, { active: true });
    const sentBack = await createFreelancer(t.db);
    await t.db
      .update(freelancers)
      .set({ sentBackAt: new Date(), sentBackReason: 'invalidCnic' })
      .where(eq(freelancers.id, sentBack.id));

    const after = (await stats()).json().data;
    expect(after.waiting.count).toBe(before.waiting.count + 1);
    expect(after.waiting.oldestSince).toBe(since.toISOString());
    expect(after.activeFreelancers).toBe(before.activeFreelancers + 1);
    expect(after.daily).toHaveLength(30);
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    expect(after.daily.at(-1)).toMatchObject({ day: today });
    expect(after.daily.at(-1).signups).toBe(before.daily.at(-1).signups + 3);
    expect(after.daily[0].day < after.daily[29].day).toBe(true);
  });
});
