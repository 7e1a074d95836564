import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import {
  cursorOf,
  insertJobsWithTies,
  member,
  postJobAs,
  validJob,
  walk,
  type Member,
} from './jobs.test-helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('jobs API', () => {
  const testApp = testAppForBlock();
  const [company, otherCompany, pendingCompany, freelancer, pendingFreelancer, admin] =
    membersForBlock(testApp, [
      'company',
      'company',
      { role: 'company', active: false },
      'freelancer',
      { role: 'freelancer', active: false },
      'admin',
    ]);

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  describe('POST /jobs/post-job', () => {
    it('posts as the signed-in approved company and answers 201 with data.job', async () => {
      const response = await postJobAs(testApp, company, { postedBy: company.id });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ statusCode: 201, success: true });
      expect(body.data.job).toMatchObject({
        _id: expect.any(String),
        title: validJob.title,
        skills: validJob.skills,
        budget: validJob.budget,
        numberOfFreelancers: 1,
        postedBy: company.id,
        company: { _id: company.id, companyName: company.name },
      });
    });

    it('posts without postedBy too, always as the session company', async () => {
      const response = await postJobAs(testApp, company, { postedBy: undefined });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.job.postedBy).toBe(company.id);
    });

    it('ignores fields a client may not set', async () => {
      const response = await postJobAs(testApp, company, {
        _id: unknownId,
        companyId: otherCompany.id,
        createdAt: '2001-01-01T00:00:00.000Z',
      });
      expect(response.statusCode).toBe(201);
      const job = response.json().data.job;
      expect(job._id).not.toBe(unknownId);
      expect(job.postedBy).toBe(company.id);
      expect(job.createdAt).not.toBe('2001-01-01T00:00:00.000Z');
    });

    it.each([
      ['another company', () => otherCompany.id],
      ['an unknown id', () => unknownId],
      ['a malformed id', () => '1 OR 1=1'],
    ])('refuses a postedBy of %s with 403', async (_case, claimed) => {
      const response = await postJobAs(testApp, company, { postedBy: claimed() });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You can only post jobs as your own company.');
    });

    it('answers 401 without a session', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/jobs/post-job',
        payload: validJob,
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers 401 before looking at the body', async () => {
      const response = await inject({ method: 'POST', url: '/api/v1/jobs/post-job', payload: {} });
      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['a freelancer', () => freelancer],
      ['an admin', () => admin],
      ['an unapproved company', () => pendingCompany],
    ])('refuses %s with 403', async (_case, who) => {
      const response = await postJobAs(testApp, who());
      expect(response.statusCode).toBe(403);
    });

    it('answers 400 with the contract messages for bad input', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/jobs/post-job',
        headers: company.headers,
        payload: { title: '  ', skills: [], budget: 0, numberOfFreelancers: 0, projectType: 'x' },
      });
      expect(response.statusCode).toBe(400);
      const messages = response.json().errors.map((error: { msg: string }) => error.msg);
      expect(messages).toEqual(
        expect.arrayContaining([
          'Job title is required',
          'Description is required',
          'Job category is required',
          'At least one skill is required',
          'Budget must be a positive amount in PKR',
          'At least 1 freelancer is needed',
        ]),
      );
      const missingBudget = await postJobAs(testApp, company, { budget: undefined });
      expect(missingBudget.statusCode).toBe(400);
      expect(missingBudget.json().errors[0].msg).toBe('Budget is required');
    });

    it.each([
      ['a budget over 100,000,000 PKR', { budget: 100_000_001 }],
      ['a fractional budget', { budget: 10.5 }],
      ['101 freelancers', { numberOfFreelancers: 101 }],
      ['a 121-character title', { title: 'x'.repeat(121) }],
      ['skills as a string', { skills: 'React' }],
    ])('refuses %s with 400', async (_case, overrides) => {
      const response = await postJobAs(testApp, company, overrides);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('GET /jobs/all-jobs', () => {
    // Its own database, so the list is exactly these jobs; the first page kept long enough
    // for the test below to see it kept.
    const fresh = testAppForBlock({ MEMORY_CACHE_SECONDS: '300' });
    const [poster, reader] = membersForBlock(fresh, [
      'company',
      { role: 'freelancer', active: false },
    ]);
    /** Every job of this database, in the order the list must give them. */
    let expected: string[];

    beforeAll(async () => {
      expected = await insertJobsWithTies(fresh, poster.id, [3, 1, 4, 2], Date.parse('2024-05-01'));
    });

    const list = (query = '', who: Member | null = reader) =>
      fresh.app.inject({
        method: 'GET',
        url: `/api/v1/jobs/all-jobs${query}`,
        headers: who?.headers ?? {},
      });

    it('answers every signed-in user with data.jobs newest first and the company name', async () => {
      const response = await list();
      expect(response.statusCode).toBe(200);
      const { jobs, limit, nextCursor } = response.json().data;
      expect({ limit, nextCursor }).toEqual({ limit: 50, nextCursor: null });
      expect(jobs.map((job: { _id: string }) => job._id)).toEqual(expected);
      expect(jobs[0].company).toEqual({ _id: poster.id, companyName: poster.name });
    });

    it.each([1, 2, 3, 9, 10])(
      'walks every job exactly once, in order, %i at a time, ties on createdAt included',
      async (limit) => {
        expect(await walk((query) => list(query), limit)).toEqual(expected);
      },
    );

    it.each([
      ['a cursor that is not base64url', '?after=%25%25%25'],
      ['an empty cursor', '?after='],
      ['a cursor without an id', `?after=${cursorOf('1700000000000')}`],
      ['a cursor with a bad id', `?after=${cursorOf('1700000000000~not-a-uuid')}`],
      ['a cursor with a bad time', `?after=${cursorOf(`17e9~${unknownId}`)}`],
      ['a cursor with more parts', `?after=${cursorOf(`1700000000000~${unknownId}~x`)}`],
    ])('refuses %s with 400 and a sentence', async (_case, query) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'This place in the list is not valid. Please load the list from the start.',
      );
    });

    it('refuses paging by page number with 400, naming the cursor instead', async () => {
      const response = await list('?page=2');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].msg).toBe(
        'Paging by page number is not supported. Please follow nextCursor with after.',
      );
    });

    it.each(['?limit=201', '?limit=0', '?limit=abc', `?after=${'A'.repeat(201)}`])(
      'refuses %s with 400',
      async (q) => {
        expect((await list(q)).statusCode).toBe(400);
      },
    );

    it('keeps the first page in memory until a job is posted', async () => {
      await list();
      // Written around the API: the bus is not told, so the kept page does not show it.
      const [unseen] = await insertJobsWithTies(fresh, poster.id, [1]);
      expect((await list()).json().data.jobs.map((job: { _id: string }) => job._id)).toEqual(
        expected,
      );
      const posted = (await postJobAs(fresh, poster, { title: 'Looking for a translator' })).json()
        .data.job._id;
      const ids = (await list()).json().data.jobs.map((job: { _id: string }) => job._id);
      expect(ids.slice(0, 2)).toEqual([posted, unseen]);
      expect(ids).toHaveLength(expected.length + 2);
    });

    it.each([
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ])('sends the kept first page %s-compressed to a browser that asks', async (encoding, open) => {
      const plain = await list();
      const compressed = await fresh.app.inject({
        method: 'GET',
        url: '/api/v1/jobs/all-jobs',
        headers: { ...reader.headers, 'accept-encoding': `${encoding}, identity` },
      });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers).toMatchObject({
        'content-encoding': encoding,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      expect(open(compressed.rawPayload).toString()).toBe(plain.body);
    });

    it('answers 401 without a session', async () => {
      expect((await list('', null)).statusCode).toBe(401);
    });
  });

  describe('GET /jobs/jobs-posted/:companyId', () => {
    const posted = (companyId: string, who: Member | null) =>
      inject({
        method: 'GET',
        url: `/api/v1/jobs/jobs-posted/${encodeURIComponent(companyId)}`,
        headers: who?.headers ?? {},
      });

    it("answers the company's own jobs only", async () => {
      await postJobAs(testApp, otherCompany, { title: 'Looking for a copywriter' });
      const response = await posted(company.id, company);
      expect(response.statusCode).toBe(200);
      const jobs = response.json().data.jobs;
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.every((job: { postedBy: string }) => job.postedBy === company.id)).toBe(true);
    });

    it('pages with limit and after as all-jobs does, ties on createdAt included', async () => {
      const busy = await member(testApp, 'company', { active: true });
      const expected = await insertJobsWithTies(testApp, busy.id, [2, 3, 1]);
      const list = (query: string) =>
        inject({
          method: 'GET',
          url: `/api/v1/jobs/jobs-posted/${busy.id}${query}`,
          headers: busy.headers,
        });
      expect(await walk(list, 2)).toEqual(expected);
      expect((await list('')).json().data).toMatchObject({ limit: 50, nextCursor: null });
      expect((await list(`?after=${cursorOf('x')}`)).statusCode).toBe(400);
      expect((await list('?page=2')).statusCode).toBe(400);
    });

    it('lets an admin read any company, and answers 404 for an unknown one', async () => {
      const response = await posted(otherCompany.id, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.jobs[0].title).toBe('Looking for a copywriter');
      expect((await posted(unknownId, admin)).statusCode).toBe(404);
    });

    it('refuses another company with 403 and a freelancer with 403', async () => {
      expect((await posted(otherCompany.id, company)).statusCode).toBe(403);
      expect((await posted(company.id, freelancer)).statusCode).toBe(403);
      expect((await posted(freelancer.id, pendingFreelancer)).statusCode).toBe(403);
    });

    it('answers 404, never 500, for a malformed id', async () => {
      for (const id of ['not-a-uuid', '../etc', "1' OR '1'='1"]) {
        expect((await posted(id, company)).statusCode).toBe(404);
      }
    });

    it('answers 401 without a session', async () => {
      expect((await posted(company.id, null)).statusCode).toBe(401);
    });
  });

  it('documents every jobs and applications route in the OpenAPI document', async () => {
    const response = await inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const documented = Object.keys(response.json().paths);
    expect(documented).toEqual(
      expect.arrayContaining([
        '/api/v1/jobs/post-job',
        '/api/v1/jobs/all-jobs',
        '/api/v1/jobs/jobs-posted/{companyId}',
        '/api/v1/application/apply',
        '/api/v1/application/all-applications',
        '/api/v1/application/job-applications/{jobId}',
        '/api/v1/application/status/{applicationId}',
      ]),
    );
  });
});
