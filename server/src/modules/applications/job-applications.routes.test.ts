import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applicationsFilterMessage, type ApplicationStatus } from '@kaamyaab/shared-api/contract';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { createFreelancer } from '../../../test/factories';
import { applications } from '../../db/schema';
import { cursorOf, jobOf, member, type Member } from '../jobs/jobs.test-helpers';
import { insertApplication } from './applications.repository';

interface Listed {
  _id: string;
  status: ApplicationStatus;
}
interface Page {
  applications: Listed[];
  limit: number;
  nextCursor: string | null;
}

/** GET /application/job-applications/:jobId: a job with many applications, paged. */
describe("a job's applications, a page at a time", () => {
  const t = testAppForBlock();
  const [company] = membersForBlock(t, ['company']);

  const list = (jobId: string, query = '', who: Member = company) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/application/job-applications/${jobId}${query}`,
      headers: who.headers,
    });

  /**
   * A job with applications in groups that share one createdAt (ties), a second apart, with the
   * statuses given in turn; answers their ids as the list orders them (newest, then id, first).
   */
  async function jobWithApplications(sizes: number[], statuses: ApplicationStatus[] = ['pending']) {
    const jobId = await jobOf(t, company, { numberOfFreelancers: 50 });
    const inserted: { id: string; at: number; status: ApplicationStatus }[] = [];
    const newest = Date.now() - 1000;
    for (const [group, size] of sizes.entries()) {
      for (let index = 0; index < size; index += 1) {
        const status = statuses[inserted.length % statuses.length]!;
        const freelancer = await createFreelancer(t.db, { active: true });
        const row = await insertApplication(t.db, {
          jobId,
          freelancerId: freelancer.id,
          coverLetter: 'I have done this before.',
          proposedRate: 30000,
          estimatedCompletionTime: '2 weeks',
          status,
          createdAt: new Date(newest - group * 1000),
        });
        inserted.push({ id: row.id, at: newest - group * 1000, status });
      }
    }
    inserted.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
    return { jobId, inserted };
  }

  /** Every page from the first, following nextCursor; each page checked against the limit. */
  async function walkPages(jobId: string, limit: number, filter = '') {
    const seen: Listed[] = [];
    let after = '';
    for (let pages = 0; pages < 100; pages += 1) {
      const response = await list(jobId, `?limit=${limit}${filter}${after}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as Page;
      expect(page.applications.length).toBeLessThanOrEqual(limit);
      if (page.nextCursor !== null) expect(page.applications).toHaveLength(limit);
      seen.push(...page.applications);
      if (page.nextCursor === null) return seen;
      after = `&after=${page.nextCursor}`;
    }
    throw new Error('the list never ended');
  }

  it('answers the spec key at the top, newest first, with the page size and no next page', async () => {
    const { jobId, inserted } = await jobWithApplications([2, 1]);
    const response = await list(jobId);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    expect({ limit: page.limit, nextCursor: page.nextCursor }).toEqual({
      limit: 50,
      nextCursor: null,
    });
    expect(page.applications.map((a) => a._id)).toEqual(inserted.map((a) => a.id));
  });

  it.each([1, 2, 3, 7])(
    'walks every application once, in order, through ties, %i a page',
    async (limit) => {
      const { jobId, inserted } = await jobWithApplications([3, 1, 2]);
      expect((await walkPages(jobId, limit)).map((a) => a._id)).toEqual(inserted.map((a) => a.id));
    },
  );

  it.each(['pending', 'accepted', 'rejected', 'withdrawn'] as const)(
    'shows only %s applications, paged the same way',
    async (status) => {
      const { jobId, inserted } = await jobWithApplications(
        [3, 3, 2],
        ['pending', 'accepted', 'rejected', 'withdrawn'],
      );
      const seen = await walkPages(jobId, 1, `&status=${status}`);
      expect(seen.map((a) => a._id)).toEqual(
        inserted.filter((a) => a.status === status).map((a) => a.id),
      );
      expect(seen.every((a) => a.status === status)).toBe(true);
    },
  );

  it('goes on after the application its cursor names was deleted between pages', async () => {
    const { jobId, inserted } = await jobWithApplications([2, 2, 2]);
    const first = (await list(jobId, '?limit=3')).json() as Page;
    const last = first.applications.at(-1)!;
    await t.db.delete(applications).where(eq(applications.id, last._id));
    const rest = (await list(jobId, `?limit=10&after=${first.nextCursor}`)).json() as Page;
    expect([...first.applications, ...rest.applications].map((a) => a._id)).toEqual(
      inserted.map((a) => a.id),
    );
    expect(rest.nextCursor).toBeNull();
  });

  it.each([
    ['?status=hired', applicationsFilterMessage],
    ['?limit=0', undefined],
    ['?limit=201', undefined],
    [`?after=${cursorOf('not a cursor')}`, undefined],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const { jobId } = await jobWithApplications([1]);
    const response = await list(jobId, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    if (message) expect(response.json().errors[0].msg).toBe(message);
  });

  it("keeps another company out of the job's applications", async () => {
    const { jobId } = await jobWithApplications([1]);
    const other = await member(t, 'company');
    expect((await list(jobId, '?status=pending', other)).statusCode).toBe(403);
  });

  it('tells another company, an empty list and a missing job apart when no application matches', async () => {
    const { jobId } = await jobWithApplications([1]);
    const other = await member(t, 'company');
    expect((await list(jobId, '?status=accepted', other)).statusCode).toBe(403);
    const none = await list(jobId, '?status=accepted');
    expect(none.statusCode).toBe(200);
    expect((none.json() as Page).applications).toEqual([]);
    expect((await list(randomUUID())).statusCode).toBe(404);
  });
});
