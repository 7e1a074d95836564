import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { searchMessages, type FoundJobDto } from '@kaamyaab/shared-api/contract';
import { applyAs } from '../../../test/applying';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { jobs } from '../../db/schema';
import { insertJob, type NewJob } from './jobs.repository';
import { jobOf, member, validJob, walk, type Member } from './jobs.test-helpers';

/** GET /api/v1/jobs/search: keyword, filters, sorts and keyset pages, on the real app. */
describe('GET /api/v1/jobs/search', () => {
  const t = testAppForBlock();
  const [company] = membersForBlock(t, ['company']);

  /** A word no other test's jobs hold, so each test searches its own jobs only. */
  const tag = () => `tag${randomUUID().slice(0, 8)}`;

  const search = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/jobs/search?${query}` });
  const found = async (query: string): Promise<FoundJobDto[]> => {
    const response = await search(query);
    expect(response.statusCode).toBe(200);
    return response.json().data.jobs;
  };
  const titles = async (query: string) => (await found(query)).map((job) => job.title);

  let clock = Date.now() - 60_000;
  /** Inserts a job straight away; each one a second older than the last unless told. */
  async function job(word: string, values: Partial<NewJob> = {}) {
    clock -= 1000;
    const row = await insertJob(t.db, {
      ...validJob,
      projectType: 'one-time',
      experienceLevel: 'intermediate',
      companyId: company.id,
      createdAt: new Date(clock),
      ...values,
      title: `${values.title ?? 'Job'} ${word}`,
    });
    return row.id;
  }

  it('answers anyone, signed in or not, with open jobs and their applicant counts only', async () => {
    const word = tag();
    await job(word, { title: 'Open', applicantCount: 3 });
    await job(word, { title: 'Closed', status: 'closed' });
    await job(word, { title: 'Filled', status: 'filled' });
    const [open, ...rest] = await found(`q=${word}`);
    expect(rest).toEqual([]);
    expect(open).toMatchObject({ title: `Open ${word}`, applicants: 3, status: 'open' });
    expect(Object.keys(open!).sort()).toEqual(
      [
        '_id',
        'title',
        'description',
        'projectType',
        'experienceLevel',
        'jobCategory',
        'skills',
        'budget',
        'duration',
        'numberOfFreelancers',
        'status',
        'postedBy',
        'company',
        'createdAt',
        'applicants',
      ].sort(),
    );
  });

  it('matches every word as a prefix of a word in the title, skills or description', async () => {
    const word = tag();
    await job(word, {
      title: 'Storefront',
      skills: ['React', 'Node.js'],
      description: 'A shop for our customers.',
    });
    await job(word, { title: 'Logo', skills: ['Illustrator'], description: 'A bakery logo.' });
    expect(await titles(`q=${word}+reac`)).toEqual([`Storefront ${word}`]);
    expect(await titles(`q=${word}+REACT+node`)).toEqual([`Storefront ${word}`]);
    expect(await titles(`q=${word}+bake`)).toEqual([`Logo ${word}`]);
    expect(await titles(`q=${word}+react+bakery`)).toEqual([]);
  });

  it.each(["'):*&|!\\ <-> ''", '%_%', '   ', 'اردو ڈیزائن', 'a'.repeat(100)])(
    'reads any keyword, even %j, without an error',
    async (q) => {
      const response = await search(`q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
    },
  );

  it('filters by category, skills, project type, level, budget and age, each and together', async () => {
    const word = tag();
    const day = 24 * 3600 * 1000;
    await job(word, { title: 'A', jobCategory: 'Design', skills: ['Figma'], budget: 20_000 });
    await job(word, { title: 'B', projectType: 'ongoing', budget: 90_000 });
    await job(word, { title: 'C', experienceLevel: 'expert', skills: ['Go', 'SQL'] });
    await job(word, { title: 'D', budget: 500_000, createdAt: new Date(Date.now() - 10 * day) });
    await job(word, { title: 'E', createdAt: new Date(Date.now() - 40 * day) });
    const only = (query: string) => titles(`q=${word}&${query}`);
    expect(await only('category=design')).toEqual([`A ${word}`]);
    expect(await only('skills=sql,FIGMA')).toEqual([`A ${word}`, `C ${word}`]);
    expect(await only('projectType=ongoing')).toEqual([`B ${word}`]);
    expect(await only('experienceLevel=expert')).toEqual([`C ${word}`]);
    // C and E ask the default budget, PKR 150,000.
    expect(await only('budgetMin=90000&budgetMax=500000')).toEqual(
      ['B', 'C', 'D', 'E'].map((title) => `${title} ${word}`),
    );
    expect(await only('budgetMax=20000')).toEqual([`A ${word}`]);
    expect(await only('posted=7d')).toEqual([`A ${word}`, `B ${word}`, `C ${word}`]);
    expect(await only('posted=30d&budgetMin=100000')).toEqual([`C ${word}`, `D ${word}`]);
    expect(await only('category=Design&projectType=ongoing')).toEqual([]);
    // Blank values, as an emptied form field sends them, filter nothing.
    expect(await only('category=&skills=&budgetMin=&posted=&sort=')).toHaveLength(5);
  });

  it('sorts by budget high to low and by fewest applicants, ties newest first', async () => {
    const word = tag();
    await job(word, { title: 'Small', budget: 10_000, applicantCount: 0 });
    await job(word, { title: 'Big', budget: 80_000, applicantCount: 5 });
    await job(word, { title: 'Big older', budget: 80_000, applicantCount: 2 });
    await job(word, { title: 'Mid', budget: 40_000, applicantCount: 2 });
    const sorted = async (sort: string) =>
      (await titles(`q=${word}&sort=${sort}`)).map((title) => title.replace(` ${word}`, ''));
    expect(await sorted('budget')).toEqual(['Big', 'Big older', 'Mid', 'Small']);
    expect(await sorted('applicants')).toEqual(['Small', 'Big older', 'Mid', 'Big']);
    expect(await sorted('newest')).toEqual(['Small', 'Big', 'Big older', 'Mid']);
  });

  /** Jobs sharing every sort key and their creation time: only their ids tell them apart. */
  async function tiedJobs(word: string, count: number) {
    const createdAt = new Date(clock - 1000);
    clock -= 2000;
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1)
      ids.push(
        await job(word, { title: `Tied ${index}`, createdAt, budget: 5000, applicantCount: 1 }),
      );
    return ids.sort().reverse();
  }

  it.each(['newest', 'budget', 'applicants'])(
    'pages %s through ties and sort-key boundaries, each job once, in order',
    async (sort) => {
      const word = tag();
      await job(word, { title: 'First', budget: 9000, applicantCount: 0 });
      const tied = await tiedJobs(word, 5);
      await job(word, { title: 'Last', budget: 1000, applicantCount: 3 });
      const whole = (await found(`q=${word}&sort=${sort}`)).map((row) => row._id);
      expect(whole).toHaveLength(7);
      expect(whole.slice(1, 6)).toEqual(tied);
      for (const limit of [1, 2, 3, 6]) {
        const list = (query: string) => search(`${query.slice(1)}&q=${word}&sort=${sort}`);
        expect(await walk(list, limit)).toEqual(whole);
      }
    },
  );

  it('goes on after a job of the last page is deleted or closed', async () => {
    const word = tag();
    const ids = await tiedJobs(word, 4);
    const first = await search(`q=${word}&sort=budget&limit=2`);
    const { jobs: page, nextCursor } = first.json().data;
    expect(page.map((row: FoundJobDto) => row._id)).toEqual(ids.slice(0, 2));
    await t.db.delete(jobs).where(eq(jobs.id, ids[1]!));
    await t.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, ids[2]!));
    const next = await search(`q=${word}&sort=budget&limit=2&after=${nextCursor}`);
    expect(next.json().data.jobs.map((row: FoundJobDto) => row._id)).toEqual([ids[3]]);
  });

  it("refuses a cursor of another sort, or one it did not write, with the catalogue's 400", async () => {
    const word = tag();
    await tiedJobs(word, 3);
    const { nextCursor } = (await search(`q=${word}&sort=budget&limit=1`)).json().data;
    for (const after of [nextCursor, `budget.x.${nextCursor}`, 'budget.1.abc', 'nonsense']) {
      const sort = after === nextCursor ? 'applicants' : 'budget';
      const response = await search(`q=${word}&sort=${sort}&after=${encodeURIComponent(after)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it.each([
    ['budgetMin=5000&budgetMax=100', searchMessages.budgetOrder],
    ['budgetMin=12.5', searchMessages.budget],
    ['budgetMax=-1', searchMessages.budget],
    ['sort=cheapest', searchMessages.sort],
    ['posted=1y', searchMessages.posted],
    ['projectType=forever', searchMessages.projectType],
    ['experienceLevel=guru', searchMessages.experienceLevel],
    [
      `skills=${Array.from({ length: 11 }, (_, i) => `s${i}`).join(',')}`,
      searchMessages.skillsTooMany,
    ],
    [`q=${'a'.repeat(101)}`, searchMessages.keywordTooLong],
  ])('refuses %s with its sentence', async (query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { msg: string }) => error.msg)).toContain(message);
  });

  describe('GET /api/v1/jobs/job/:jobId, the job behind a shared link', () => {
    const one = (jobId: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/jobs/job/${jobId}` });

    it('shows anyone the job with its company and applicants, in any state', async () => {
      const word = tag();
      const openId = await job(word, { title: 'Open', applicantCount: 4 });
      const closedId = await job(word, { title: 'Closed', status: 'closed' });
      const open = await one(openId);
      expect(open.statusCode).toBe(200);
      expect(open.json().data.job).toMatchObject({
        _id: openId,
        title: `Open ${word}`,
        applicants: 4,
        status: 'open',
        company: { _id: company.id },
      });
      expect((await one(closedId)).json().data.job).toMatchObject({ status: 'closed' });
    });

    it.each([randomUUID(), 'not-a-job', "1' or '1'='1"])('answers 404 for %s', async (jobId) => {
      const response = await one(encodeURIComponent(jobId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'Job not found.' });
    });
  });
});

/** What moves a search's answer, and what it is kept until. */
describe('GET /api/v1/jobs/search, counted and kept', () => {
  const t = testAppForBlock({ MEMORY_CACHE_SECONDS: '300' });
  const [company] = membersForBlock(t, ['company']);
  const tag = () => `tag${randomUUID().slice(0, 8)}`;
  const search = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/jobs/search?${query}`, headers });
  const titlesOf = async (query: string) =>
    (await search(query)).json().data.jobs.map((job: FoundJobDto) => job.title);

  it('keeps a search until a job is posted, edited or closed, each language apart', async () => {
    const word = tag();
    await jobOf(t, company, { title: `First ${word}` });
    expect(await titlesOf(`q=${word}`)).toEqual([`First ${word}`]);
    // Written behind the server's back: no event, so the kept answer stands.
    await insertJob(t.db, {
      ...validJob,
      projectType: 'one-time',
      experienceLevel: 'intermediate',
      companyId: company.id,
      title: `Quiet ${word}`,
    });
    expect(await titlesOf(`q=${word}`)).toEqual([`First ${word}`]);
    const urdu = await search(`q=${word}`, { cookie: 'lang=ur' });
    const english = await search(`q=${word}`);
    expect(urdu.json().message).not.toBe(english.json().message);
    await jobOf(t, company, { title: `Posted ${word}` });
    expect(await titlesOf(`q=${word}`)).toHaveLength(3);
  });
});

/** Applicant counts move without an event: this block keeps nothing, to see them move at once. */
describe('GET /api/v1/jobs/search, applicants counted', () => {
  const t = testAppForBlock({ MEMORY_CACHE_SECONDS: '0' });
  const [company] = membersForBlock(t, ['company']);
  const tag = () => `tag${randomUUID().slice(0, 8)}`;
  const applicantsOf = async (word: string): Promise<number | undefined> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/search?q=${word}` });
    return response.json().data.jobs[0]?.applicants;
  };

  it('counts an apply in and a withdrawal out, for the fewest-applicants sort', async () => {
    const word = tag();
    const jobId = await jobOf(t, company, { title: `Counted ${word}` });
    const [ali, sara] = [await member(t, 'freelancer'), await member(t, 'freelancer')];
    const apply = (who: Member) =>
      applyAs(t, who, jobId, {
        coverLetter: 'I have built three storefronts.',
        proposedRate: 120000,
        estimatedCompletionTime: '5 weeks',
      });
    expect((await apply(ali)).statusCode).toBe(201);
    const second = await apply(sara);
    expect(second.statusCode).toBe(201);
    expect((await apply(sara)).statusCode).toBe(409);
    expect(await applicantsOf(word)).toBe(2);
    const withdrawn = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/application/withdraw/${second.json().data.application._id}`,
      headers: sara.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await applicantsOf(word)).toBe(1);
  });
});
