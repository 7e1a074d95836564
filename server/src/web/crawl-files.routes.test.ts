import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { firstLoadModules } from '@kaamyaab/shared-api/pages';
import { jobs } from '../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany } from '../../test/factories';
import { validJob } from '../modules/jobs/jobs.test-helpers';
import { indexedPages } from './site-pages';
import { JOBS_PER_FILE } from './sitemap';

const PUBLIC_URL = 'https://kaamyaab.example.pk';

/** Every `<tag>…</tag>` of an XML text, in order. */
const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]!);

/** Each `<url>` of a sitemap: its address, its lastmod and its alternates by language. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => ({
    loc: all(url!, 'loc')[0],
    lastmod: all(url!, 'lastmod')[0],
    alternates: Object.fromEntries(
      [...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    ),
  }));
}

describe('what crawlers read first: robots.txt and the sitemap', () => {
  let t: TestApp;
  let companyId: string;

  // The public area's build, as far as the sitemap reads it: when its remote entry was written.
  const publicBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-public-build-'));
  const publicBuiltAt = new Date('2026-01-15T09:00:00.000Z');

  beforeAll(async () => {
    const entry = path.join(publicBuild, 'remoteEntry.js');
    fs.writeFileSync(entry, '');
    fs.utimesSync(entry, publicBuiltAt, publicBuiltAt);
    t = await buildTestApp({ PUBLIC_URL, REMOTE_PUBLIC_DIR: publicBuild });
    companyId = (await createCompany(t.db, { active: true })).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(publicBuild, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /** Jobs straight into the database, the first oldest, a second apart. */
  async function insertJobs(count: number, status: 'open' | 'closed' = 'open') {
    const start = Date.now() - count * 1000;
    const rows = Array.from({ length: count }, (_, index) => ({
      ...validJob,
      projectType: 'one-time' as const,
      experienceLevel: 'intermediate' as const,
      companyId,
      status,
      createdAt: new Date(start + index * 1000),
    }));
    return t.db.insert(jobs).values(rows).returning({ id: jobs.id, updatedAt: jobs.updatedAt });
  }

  it('names the sitemap by its absolute address and keeps crawlers out of the dashboards', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /freelancer-dashboard',
        'Disallow: /company-dashboard',
        'Disallow: /admin-dashboard',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });

  it('lists the public pages in English and Urdu, each naming both and the default', async () => {
    const [newest] = await insertJobs(1);
    const response = await get('/sitemaps/pages.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = urlsOf(response.body);
    expect(urls.map((url) => url.loc)).toEqual(
      indexedPages.flatMap((page) => [`${PUBLIC_URL}${page}`, `${PUBLIC_URL}${page}?lang=ur`]),
    );
    for (const url of urls) {
      const page = url.loc!.replace(PUBLIC_URL, '').replace('?lang=ur', '');
      expect(url.alternates).toEqual({
        en: `${PUBLIC_URL}${page}`,
        ur: `${PUBLIC_URL}${page}?lang=ur`,
        'x-default': `${PUBLIC_URL}${page}`,
      });
    }
    // The pages that show the newest jobs changed when the newest job came, after the build.
    const [posted] = await t.db
      .select({ createdAt: jobs.createdAt })
      .from(jobs)
      .where(eq(jobs.id, newest!.id));
    const home = urls.find((url) => url.loc === `${PUBLIC_URL}/`);
    expect(home?.lastmod).toBe(posted!.createdAt.toISOString());
    expect(urls.find((url) => url.loc === `${PUBLIC_URL}/blogs`)?.lastmod).toBe(
      publicBuiltAt.toISOString(),
    );
  });

  it("lists every open job's page, a file per slice, with when each job last changed", async () => {
    await t.db.delete(jobs);
    const open = await insertJobs(JOBS_PER_FILE + 1);
    const closed = await insertJobs(3, 'closed');

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toMatch(
      /<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(all(index.body, 'loc')).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/jobs-1.xml`,
      `${PUBLIC_URL}/sitemaps/jobs-2.xml`,
    ]);

    const listed = [];
    for (const file of [1, 2]) {
      const response = await get(`/sitemaps/jobs-${file}.xml`);
      expect(response.statusCode).toBe(200);
      listed.push(...urlsOf(response.body));
    }
    // Each job twice, English then Urdu, oldest first: a new job lands in the last file.
    expect(listed).toHaveLength(2 * open.length);
    expect(listed.filter((_, at) => at % 2 === 0).map((url) => url.loc)).toEqual(
      open.map((job) => `${PUBLIC_URL}/jobs/${job.id}`),
    );
    const [first, firstInUrdu] = listed;
    expect(first!.lastmod).toBe(open[0]!.updatedAt.toISOString());
    expect(firstInUrdu!.loc).toBe(`${PUBLIC_URL}/jobs/${open[0]!.id}?lang=ur`);
    expect(firstInUrdu!.alternates).toEqual(first!.alternates);
    expect(first!.alternates).toEqual({
      en: `${PUBLIC_URL}/jobs/${open[0]!.id}`,
      ur: `${PUBLIC_URL}/jobs/${open[0]!.id}?lang=ur`,
      'x-default': `${PUBLIC_URL}/jobs/${open[0]!.id}`,
    });
    const everyUrl = listed.map((url) => url.loc).join(' ');
    for (const job of closed) expect(everyUrl).not.toContain(job.id);
  });

  it.each([
    '/sitemaps/jobs-0.xml',
    '/sitemaps/jobs-01.xml',
    '/sitemaps/jobs-3.xml',
    '/sitemaps/jobs-x.xml',
    '/sitemaps/jobs-99999999999999999999.xml',
  ])('answers %s, which no slice is, as not found', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, statusCode: 404 });
  });

  it('lists no file of jobs while none is open', async () => {
    await t.db.delete(jobs);
    expect(all((await get('/sitemap.xml')).body, 'loc')).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
    ]);
    expect((await get('/sitemaps/jobs-1.xml')).statusCode).toBe(404);
  });

  it("indexes only routes of the shell's public area", () => {
    for (const page of indexedPages) expect(firstLoadModules[page]?.[0]?.remote).toBe('public');
  });
});
