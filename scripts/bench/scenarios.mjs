// The requests the bench puts under load, each as a real client of the seeded market makes it:
// signed in through the real login, against the API of the running build.
import { deepPageQuery } from './deep-page.mjs';
import { cookieHeader, sendOk } from './http.mjs';

const API = '/api/v1';
const json = { 'content-type': 'application/json' };
/** The page size of the spec's client. */
const JOBS_PAGE = 50;
/** Words of the seeded trades (seed-market.ts), each in about 1% of the jobs. */
const SEARCH_WORDS = [
  'pharmacy',
  'school',
  'restaurant',
  'clinic',
  'bakery',
  'hotel',
  'gym',
  'tailor',
];

/**
 * What a scenario is given: the server, the password of every seeded account, the market and the
 * seed's accounts and jobs (seed-market.ts), and a log-in that answers the Cookie header.
 * @typedef {{ baseUrl: string, password: string, market: { jobs: number },
 *   seeded: { loginFreelancers: string[], freshFreelancers: string[], applyJobIds: string[],
 *     reviewedJob: { id: string, companyEmail: string } },
 *   logIn(role: 'freelancer' | 'company', email: string): Promise<string> }} BenchContext
 */

export function contextFor(baseUrl, { password, market, seeded }) {
  return {
    baseUrl,
    password,
    market,
    seeded,
    async logIn(role, email) {
      const answer = await sendOk(baseUrl, {
        method: 'POST',
        path: `${API}/${role}/login`,
        headers: json,
        body: JSON.stringify({ email, password }),
      });
      return cookieHeader(answer.rawHeaders);
    },
  };
}

const get = (path, cookie) => ({ request: { method: 'GET', path, headers: { cookie } } });
const freelancer = (ctx) => ctx.logIn('freelancer', ctx.seeded.loginFreelancers[0]);

/** One of the trades' words, in turn. */
const tradeWord = (sent) => SEARCH_WORDS[sent % SEARCH_WORDS.length];

/**
 * A GET that asks something no earlier request asked (`pathOf` the count sent so far), so no
 * answer kept by the server helps: load.mjs calls `next` for each request.
 */
function askedOnce(cookie, pathOf) {
  let sent = 0;
  const next = () => ({ path: pathOf((sent += 1)) });
  return { request: { method: 'GET', headers: { cookie }, ...next() }, next };
}

/** The page `depth` jobs down a list (`path` ends where its query goes on), walked to by cursors. */
async function deepPage(ctx, path, depth) {
  const cookie = await freelancer(ctx);
  const pageOf = async (params) =>
    (await sendOk(ctx.baseUrl, get(`${path}${params}`, cookie).request)).json();
  return get(`${path}${await deepPageQuery(pageOf, { depth, limit: JOBS_PAGE })}`, cookie);
}

/** Each request a freelancer/job pair never used before, so every apply succeeds. */
function applyPairs(ctx, cookies) {
  const jobIds = ctx.seeded.applyJobIds;
  let sent = 0;
  return () => {
    // Past freelancers × jobs the pairs repeat, and the repeats show as 409s in the report.
    const index = sent % (cookies.length * jobIds.length);
    sent += 1;
    return {
      headers: { ...json, cookie: cookies[index % cookies.length] },
      body: JSON.stringify({
        jobId: jobIds[Math.floor(index / cookies.length)],
        coverLetter: 'I have built three systems like this one and can start on Monday.',
        proposedRate: 45000,
        estimatedCompletionTime: '3 weeks',
      }),
    };
  };
}

/** @type {Array<{ id: string, label: string, prepare(ctx: BenchContext): Promise<object> }>} */
export const scenarios = [
  {
    id: 'jobs-first',
    label: 'jobs list, first page',
    prepare: async (ctx) => get(`${API}/jobs/all-jobs`, await freelancer(ctx)),
  },
  {
    id: 'jobs-deep',
    label: 'jobs list, last full page',
    prepare: async (ctx) =>
      deepPage(ctx, `${API}/jobs/all-jobs?`, Math.max(0, ctx.market.jobs - JOBS_PAGE)),
  },
  {
    id: 'job-applications',
    label: "a job's applications, as its company",
    async prepare(ctx) {
      const { id, companyEmail } = ctx.seeded.reviewedJob;
      return get(
        `${API}/application/job-applications/${id}`,
        await ctx.logIn('company', companyEmail),
      );
    },
  },
  {
    id: 'apply',
    label: 'apply, a new freelancer/job pair each time',
    async prepare(ctx) {
      const cookies = [];
      for (const email of ctx.seeded.freshFreelancers)
        cookies.push(await ctx.logIn('freelancer', email));
      const next = applyPairs(ctx, cookies);
      return { request: { method: 'POST', path: `${API}/application/apply`, ...next() }, next };
    },
  },
  {
    id: 'login',
    label: 'freelancer login (argon2id)',
    async prepare(ctx) {
      const emails = ctx.seeded.loginFreelancers;
      let sent = 0;
      const next = () => ({
        body: JSON.stringify({ email: emails[sent++ % emails.length], password: ctx.password }),
      });
      return {
        request: { method: 'POST', path: `${API}/freelancer/login`, headers: json, ...next() },
        next,
      };
    },
  },
  {
    id: 'search',
    label: "job search, a trade's word (1% of the jobs match)",
    prepare: async (ctx) => get(`${API}/jobs/search?q=pharmacy`, await freelancer(ctx)),
  },
  {
    id: 'search-filtered',
    label: 'job search, category, experience and a budget range, by budget',
    prepare: async (ctx) =>
      get(
        `${API}/jobs/search?category=Mobile%20Apps&experienceLevel=expert&budgetMin=50000&budgetMax=80000&sort=budget`,
        await freelancer(ctx),
      ),
  },
  {
    id: 'search-fewest',
    label: 'job search, fewest applicants first',
    prepare: async (ctx) => get(`${API}/jobs/search?sort=applicants`, await freelancer(ctx)),
  },
  {
    id: 'search-deep',
    label: 'job search by budget, a page 90% of the way down',
    prepare: async (ctx) =>
      deepPage(ctx, `${API}/jobs/search?sort=budget&`, Math.floor(ctx.market.jobs * 0.9)),
  },
  {
    id: 'search-cold',
    label: 'job search, a search nobody made before each time (nothing kept helps)',
    // A trade's word and a budget floor no earlier request asked for.
    prepare: async (ctx) =>
      askedOnce(
        await freelancer(ctx),
        (sent) => `${API}/jobs/search?q=${tradeWord(sent)}&budgetMin=${sent}`,
      ),
  },
  {
    id: 'search-rare',
    label: 'job search, a word no job holds (a typo), new each time',
    prepare: async (ctx) =>
      askedOnce(await freelancer(ctx), (sent) => `${API}/jobs/search?q=${tradeWord(sent)}x${sent}`),
  },
  {
    id: 'talent',
    label: 'talent directory, a skill, as a company',
    prepare: async (ctx) =>
      get(
        `${API}/talent?q=flutter`,
        await ctx.logIn('company', ctx.seeded.reviewedJob.companyEmail),
      ),
  },
  {
    id: 'talent-rare',
    label: 'talent directory, a word nobody holds (a typo), new each time, as a company',
    prepare: async (ctx) =>
      askedOnce(
        await ctx.logIn('company', ctx.seeded.reviewedJob.companyEmail),
        (sent) => `${API}/talent?q=flutterx${sent}`,
      ),
  },
];
