import { eq } from 'drizzle-orm';
import { testAppForBlock } from '../../../test/per-block';
import { createCompany, createFreelancer, loginAs, newAdminCookie } from '../../../test/factories';
import { fillLookupDigests } from '../../db/seal-personal-data';
import { companies, freelancers } from '../../db/schema';

/** Manage Users at scale: search, waiting-time order, keyset pages. */
describe('GET /api/v1/admin/accounts/:role', () => {
  const t = testAppForBlock();
  let admin: string;
  const base = Date.parse('2026-11-01T08:00:00.000Z');

  beforeAll(async () => {
    admin = await newAdminCookie(t.app, t.db);
    // Six pending freelancers; two entered the queue in the same millisecond (a tie).
    for (const [i, hours] of [5, 1, 3, 3, 0, 8].entries()) {
      const row = await createFreelancer(t.db, { email: `queue${i}@example.pk` });
      await t.db
        .update(freelancers)
        .set({ fullName: `Queue Person ${i}`, submittedAt: new Date(base + hours * 3_600_000) })
        .where(eq(freelancers.id, row.id));
    }
    const company = await createCompany(t.db, { companyName: 'Sialkot Sports Works' });
    await t.db
      .update(companies)
      .set({ companyNtn: '4455667-1' })
      .where(eq(companies.id, company.id));
    // Rows written straight to the tables have no digests yet: the start-up sweep fills them.
    expect(await fillLookupDigests(t.db)).toBeGreaterThanOrEqual(8);
    expect(await fillLookupDigests(t.db)).toBe(0);
  });

  const search = async (role: string, query: string, cookie = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/accounts/${role}?${query}`,
      headers: { cookie },
    });
  const names = (body: { data: { accounts: { fullName?: string; companyName?: string }[] } }) =>
    body.data.accounts.map((account) => account.fullName ?? account.companyName ?? '');

  async function allPages(role: string, query: string) {
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 10; page += 1) {
      const body = (await search(role, `${query}&limit=2${after}`)).json();
      seen.push(...names(body));
      if (!body.data.nextCursor) break;
      after = `&after=${body.data.nextCursor}`;
    }
    return seen;
  }

  it('refuses anonymous callers, other roles, a bad role and a forged cursor', async () => {
    expect((await search('freelancer', '', '')).statusCode).toBe(401);
    const freelancer = (await loginAs(t.app, 'freelancer', 'queue0@example.pk')).cookie;
    expect((await search('freelancer', '', freelancer)).statusCode).toBe(403);
    expect((await search('admin', '')).statusCode).toBe(400);
    expect((await search('freelancer', 'after=forged')).statusCode).toBe(400);
  });

  it('pages the queue oldest first and newest first, across a tie, each account once', async () => {
    const waiting = await allPages('freelancer', 'q=Queue');
    expect(waiting.slice(0, 2)).toEqual(['Queue Person 4', 'Queue Person 1']);
    expect(waiting.slice(2, 4).sort()).toEqual(['Queue Person 2', 'Queue Person 3']);
    expect(waiting.slice(4)).toEqual(['Queue Person 0', 'Queue Person 5']);
    const newest = await allPages('freelancer', 'q=Queue&sort=newest');
    expect(newest).toEqual([...waiting].reverse());
    const [first] = (await search('freelancer', 'q=Queue&limit=1')).json().data.accounts;
    expect(first).toMatchObject({
      CNIC: '35202-*******-1',
      submittedAt: '2026-11-01T08:00:00.000Z',
    });
  });

  it('finds by part of a name or email, whatever the case, and by a whole CNIC or NTN', async () => {
    expect(names((await search('freelancer', 'q=queue%20person%203')).json())).toEqual([
      'Queue Person 3',
    ]);
    expect(names((await search('freelancer', 'q=QUEUE5%40')).json())).toEqual(['Queue Person 5']);
    expect((await search('freelancer', 'q=3520212345671')).json().data.accounts).toHaveLength(6);
    expect((await search('freelancer', 'q=35202-1234567-2')).json().data.accounts).toEqual([]);
    expect(names((await search('company', 'q=4455667-1')).json())).toEqual([
      'Sialkot Sports Works',
    ]);
    expect(names((await search('company', 'q=42101-7654321-3')).json())).toEqual([
      'Sialkot Sports Works',
    ]);
    expect((await search('freelancer', 'q=%25')).json().data.accounts).toEqual([]);
    expect((await search('freelancer', 'q=Queue&status=active')).json().data.accounts).toEqual([]);
  });

  it('says whether each account has verified its email', async () => {
    await t.db
      .update(freelancers)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(freelancers.email, 'queue2@example.pk'));
    const found = (await search('freelancer', 'q=queue')).json().data.accounts as {
      email: string;
      emailVerified: boolean;
    }[];
    expect(found.find((one) => one.email === 'queue2@example.pk')?.emailVerified).toBe(true);
    expect(found.find((one) => one.email === 'queue1@example.pk')?.emailVerified).toBe(false);
  });
});
