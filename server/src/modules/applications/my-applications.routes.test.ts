import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { jobLife, pendingApplications } from '../jobs/job-life.test-helpers';
import { cursorOf, jobOf, member, type Member } from '../jobs/jobs.test-helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';

interface Mine {
  _id: string;
  job: { _id: string; title: string; status: string };
  company: { _id: string; companyName: string } | null;
  proposedRate: number;
  status: string;
  createdAt: string;
}

describe('My Applications and withdrawing', () => {
  const t = testAppForBlock();
  const [company, freelancer, other] = membersForBlock(t, ['company', 'freelancer', 'freelancer']);
  let life: ReturnType<typeof jobLife>;

  beforeAll(() => {
    life = jobLife(t);
  });

  const mine = (who: Member | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/application/my-applications${query}`,
      headers: who?.headers ?? {},
    });
  const withdraw = (who: Member, applicationId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/application/withdraw/${encodeURIComponent(applicationId)}`,
      headers: who.headers,
    });
  const appliedTo = async (who: Member, jobId: string) =>
    (await life.apply(who, jobId)).json().data.application._id as string;

  it('lists only my applications, newest first, with job, state, company and PKR rate', async () => {
    const first = await jobOf(t, company, { title: 'Looking for a logo designer' });
    const second = await jobOf(t, company, { title: 'Looking for a copywriter' });
    await appliedTo(freelancer, first);
    await appliedTo(freelancer, second);
    await appliedTo(other, first);
    const response = await mine(freelancer);
    expect(response.statusCode).toBe(200);
    const { applications, limit, nextCursor } = response.json().data as {
      applications: Mine[];
      limit: number;
      nextCursor: string | null;
    };
    expect({ limit, nextCursor }).toEqual({ limit: 50, nextCursor: null });
    expect(applications.map((a) => a.job._id)).toEqual([second, first]);
    expect(applications[0]).toMatchObject({
      job: { title: 'Looking for a copywriter', status: 'open' },
      company: { _id: company.id, companyName: company.name },
      proposedRate: 20000,
      status: 'pending',
    });
  });

  it('pages by limit and after=nextCursor, and refuses a cursor it did not write', async () => {
    const pager = await member(t, 'freelancer');
    for (let index = 0; index < 5; index += 1) await appliedTo(pager, await jobOf(t, company));
    const all = ((await mine(pager)).json().data.applications as Mine[]).map((a) => a._id);
    const seen: string[] = [];
    let after = '';
    for (let pages = 0; pages < 5; pages += 1) {
      const page = (await mine(pager, `?limit=2${after}`)).json().data;
      seen.push(...(page.applications as Mine[]).map((a) => a._id));
      if (page.nextCursor === null) break;
      after = `&after=${page.nextCursor}`;
    }
    expect(seen).toEqual(all);
    expect(all).toHaveLength(5);
    const bad = await mine(pager, `?after=${cursorOf('x')}`);
    expect(bad.statusCode).toBe(400);
    expect((await mine(pager, '?page=2')).statusCode).toBe(400);
  });

  it('is for freelancers: 401 without a session, 403 for a company', async () => {
    expect((await mine(null)).statusCode).toBe(401);
    const refused = await mine(company);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only see your own applications.');
  });

  it('withdraws my pending application: the company sees it withdrawn and it counts for nothing', async () => {
    const jobId = await jobOf(t, company);
    const applicationId = await appliedTo(freelancer, jobId);
    await pendingApplications(t, jobId, 1);
    const response = await withdraw(freelancer, applicationId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.application).toMatchObject({
      _id: applicationId,
      status: 'withdrawn',
    });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/application/job-applications/${jobId}`,
      headers: company.headers,
    });
    const theirs = seen.json().applications.find((a: Mine) => a._id === applicationId);
    expect(theirs.status).toBe('withdrawn');
    expect((await life.posted(company, jobId))?.counts).toEqual({
      applications: 1,
      pending: 1,
      accepted: 0,
    });
    // The jobs page still marks the job applied (the public contract's list), and a second try is refused.
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/v1/application/all-applications',
      headers: freelancer.headers,
      payload: {},
    });
    expect(legacy.json().data.map((a: Mine) => a.job._id)).toContain(jobId);
    expect((await life.apply(freelancer, jobId)).statusCode).toBe(409);
    const decided = await life.decide(company, applicationId, 'accepted');
    expect(decided.statusCode).toBe(409);
  });

  it("refuses to withdraw someone else's application with 403", async () => {
    const jobId = await jobOf(t, company);
    const applicationId = await appliedTo(other, jobId);
    const response = await withdraw(freelancer, applicationId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Only the freelancer who applied can withdraw this application.',
    );
    const byCompany = await withdraw(company, applicationId);
    expect(byCompany.statusCode).toBe(403);
    const still = (await mine(other))
      .json()
      .data.applications.find((a: Mine) => a._id === applicationId);
    expect(still.status).toBe('pending');
  });

  it('refuses to withdraw a decided or withdrawn application with 409, naming its status', async () => {
    const jobId = await jobOf(t, company, { numberOfFreelancers: 5 });
    const accepted = await appliedTo(freelancer, jobId);
    await life.decide(company, accepted, 'accepted');
    const response = await withdraw(freelancer, accepted);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This application was already accepted, so it can no longer be withdrawn.',
    );
    const otherJob = await jobOf(t, company);
    const mineToo = await appliedTo(freelancer, otherJob);
    expect((await withdraw(freelancer, mineToo)).statusCode).toBe(200);
    expect((await withdraw(freelancer, mineToo)).json().message).toBe(
      'This application was already withdrawn, so it can no longer be withdrawn.',
    );
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const unknown = await withdraw(freelancer, unknownId);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Application not found.']);
    expect((await withdraw(freelancer, '../x')).statusCode).toBe(404);
  });

  it('racing withdraw and accept: exactly one wins', async () => {
    const jobId = await jobOf(t, company);
    const applicationId = await appliedTo(freelancer, jobId);
    const [withdrawn, decided] = await Promise.all([
      withdraw(freelancer, applicationId),
      life.decide(company, applicationId, 'accepted'),
    ]);
    expect([withdrawn.statusCode, decided.statusCode].sort()).toEqual([200, 409]);
  });
});
