import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { SearchJobsQuery, type FoundJobDto } from '@kaamyaab/shared-api/contract';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { expectedMatches, readSearchStatistics } from '../../db/match-estimate';
import {
  searchAmongMatches,
  searchOpenJobs,
  sortKeyOf,
  type SearchPosition,
} from './job-search.repository';
import { insertJob, type JobWithCompany } from './jobs.repository';

/**
 * Any search, walked page by page through its cursors with the answers kept as they are in
 * production, finds exactly the jobs a plain filter and sort over every job finds, in the same
 * order: the indexes, the keyset conditions and the kept pages change how fast, never what.
 */
describe('GET /api/v1/jobs/search against a plain filter', () => {
  const t = testAppForBlock();
  const [company] = membersForBlock(t, ['company']);
  /** A word only this file's jobs hold, in every search, so other files' jobs never match. */
  const tag = `own${randomUUID().slice(0, 8)}`;
  const words = ['alpha', 'beta', 'gamma'] as const;
  const categories = ['Web Development', 'Writing', 'Design'] as const;
  const levels = ['entry', 'intermediate', 'expert'] as const;

  interface Seeded {
    id: string;
    title: string;
    category: string;
    level: string;
    budget: number;
    applicants: number;
    at: number;
    open: boolean;
  }
  const seeded: Seeded[] = [];

  beforeAll(async () => {
    const base = Date.now() - 86_400_000;
    for (let n = 0; n < 48; n += 1) {
      const job = {
        title: `${tag} ${words[n % 3]} ${n % 4 === 0 ? words[(n + 1) % 3] : ''}`.trim(),
        category: categories[n % 3]!,
        level: levels[(n >> 1) % 3]!,
        // Few budgets, counts and times, so the sorts meet ties and break them by time and id.
        budget: 10_000 * (1 + (n % 5)),
        applicants: n % 4,
        at: base + 60_000 * Math.floor(n / 3),
        open: n % 7 !== 6,
      };
      const row = await insertJob(t.db, {
        companyId: company.id,
        title: job.title,
        description: 'A plain description of the work.',
        projectType: 'one-time',
        experienceLevel: job.level as Seeded['level'] & 'entry',
        jobCategory: job.category,
        skills: ['Writing'],
        budget: job.budget,
        duration: '2 weeks',
        applicantCount: job.applicants,
        status: job.open ? 'open' : 'closed',
        createdAt: new Date(job.at),
      });
      seeded.push({ ...job, id: row.id });
    }
  });

  const search = fc.record({
    word: fc.option(fc.constantFrom(...words, 'gam', 'al'), { nil: undefined }),
    category: fc.option(fc.constantFrom(...categories), { nil: undefined }),
    level: fc.option(fc.constantFrom(...levels), { nil: undefined }),
    budgetMin: fc.option(fc.constantFrom(10_000, 25_000, 40_000), { nil: undefined }),
    budgetMax: fc.option(fc.constantFrom(20_000, 30_000, 50_000), { nil: undefined }),
    sort: fc.constantFrom('newest', 'budget', 'applicants'),
    limit: fc.integer({ min: 1, max: 9 }),
  });
  type Search = typeof search extends fc.Arbitrary<infer S> ? S : never;

  /** The plain reading: every job, filtered and sorted in memory. */
  function expected(s: Search): string[] {
    const key = (job: Seeded) =>
      s.sort === 'budget' ? job.budget : s.sort === 'applicants' ? -job.applicants : 0;
    return seeded
      .filter(
        (job) =>
          job.open &&
          (!s.word || job.title.split(' ').some((token) => token.startsWith(s.word!))) &&
          (!s.category || job.category === s.category) &&
          (!s.level || job.level === s.level) &&
          (s.budgetMin === undefined || job.budget >= s.budgetMin) &&
          (s.budgetMax === undefined || job.budget <= s.budgetMax),
      )
      .sort((a, b) => key(b) - key(a) || b.at - a.at || (a.id < b.id ? 1 : -1))
      .map((job) => job.id);
  }

  function queryOf(s: Search): URLSearchParams {
    const query = new URLSearchParams({ q: [tag, s.word].filter(Boolean).join(' ') });
    if (s.category) query.set('category', s.category);
    if (s.level) query.set('experienceLevel', s.level);
    if (s.budgetMin !== undefined) query.set('budgetMin', String(s.budgetMin));
    if (s.budgetMax !== undefined) query.set('budgetMax', String(s.budgetMax));
    query.set('sort', s.sort);
    query.set('limit', String(s.limit));
    return query;
  }

  async function walked(s: Search): Promise<string[]> {
    const query = queryOf(s);
    const seen: string[] = [];
    for (let pages = 0; pages < 100; pages += 1) {
      const url = `/api/v1/jobs/search?${query}`;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const { jobs, nextCursor } = response.json().data as {
        jobs: FoundJobDto[];
        nextCursor: string | null;
      };
      seen.push(...jobs.map((job) => job._id));
      if (nextCursor === null) return seen;
      query.set('after', nextCursor);
    }
    throw new Error('the search never ended');
  }

  const budgetsCross = (s: Search) =>
    s.budgetMin !== undefined && s.budgetMax !== undefined && s.budgetMin > s.budgetMax;

  it('finds what the plain filter finds, in its order, page after page', async () => {
    await fc.assert(
      fc.asyncProperty(search, async (s) => {
        fc.pre(!budgetsCross(s));
        expect(await walked(s)).toEqual(expected(s));
      }),
      { numRuns: 60 },
    );
  });

  type Read = (after: SearchPosition | undefined) => Promise<JobWithCompany[] | undefined>;

  /** Every page of a search read one way, each page after the last row of the one before. */
  async function everyPage(s: Search, read: (limit: number) => Read): Promise<string[]> {
    const seen: string[] = [];
    let after: SearchPosition | undefined;
    for (let pages = 0; pages < 100; pages += 1) {
      const rows = await read(s.limit)(after);
      if (!rows) throw new Error('more matched than the read allows');
      seen.push(...rows.map(({ job }) => job.id));
      const last = rows.at(-1);
      if (rows.length < s.limit || !last) return seen;
      after = { key: sortKeyOf(s.sort, last.job), createdAt: last.job.createdAt, id: last.job.id };
    }
    throw new Error('the search never ended');
  }

  it('reads the same pages among the matches as by walking the sort', async () => {
    await fc.assert(
      fc.asyncProperty(search, fc.integer({ min: 1, max: 60 }), async (s, most) => {
        fc.pre(!budgetsCross(s));
        const parsed = z.parse(SearchJobsQuery, Object.fromEntries(queryOf(s)));
        const want = expected(s);
        const walk =
          (limit: number): Read =>
          (after) =>
            searchOpenJobs(t.db, parsed, limit, after);
        expect(await everyPage(s, walk)).toEqual(want);
        const among =
          (limit: number): Read =>
          (after) =>
            searchAmongMatches(t.db, parsed, limit, after, most);
        // Past `most` matches the read gives up (undefined), never answers part of them.
        if (want.length <= most) expect(await everyPage(s, among)).toEqual(want);
        else expect(await among(s.limit)(undefined)).toBeUndefined();
      }),
      { numRuns: 40 },
    );
  });

  it("counts a word's matches from PostgreSQL's own statistics", async () => {
    await t.db.execute(sql`analyze jobs`);
    const statistics = await readSearchStatistics(t.db, 'jobs');
    const held = (word: string) =>
      seeded.filter(({ title }) => title.split(' ').some((token) => token.startsWith(word)));
    // A small table is sampled whole: the estimate is the count.
    expect(Math.round(expectedMatches(statistics, { q: tag, skills: [] })!)).toBe(seeded.length);
    expect(Math.round(expectedMatches(statistics, { q: `${tag} gam`, skills: [] })!)).toBe(
      held('gam').length,
    );
    expect(expectedMatches(statistics, { q: 'nowhere', skills: [] })).toBe(0);
    expect(expectedMatches(statistics, { q: undefined, skills: [] })).toBeUndefined();
  });
});
