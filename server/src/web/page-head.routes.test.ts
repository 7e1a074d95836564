import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, createFreelancer } from '../../test/factories';
import { insertJob } from '../modules/jobs/jobs.repository';
import { validJob } from '../modules/jobs/jobs.test-helpers';

const PUBLIC_URL = 'https://kaamyaab.example.pk';

const SHELL_PAGE =
  '<!doctype html><html lang="en"><head><meta name="description" content="The shell." />' +
  '<title>shell</title></head><body><div id="root">' +
  '<div class="boot-status" role="status">Loading...</div></div></body></html>';

/** The page's link and meta tags that name an address, by what they name. */
function addressesOf(page: string) {
  const attribute = (pattern: RegExp) => pattern.exec(page)?.[1];
  return {
    canonical: attribute(/<link rel="canonical" href="([^"]*)">/),
    ogUrl: attribute(/<meta property="og:url" content="([^"]*)">/),
    ogImage: attribute(/<meta property="og:image" content="([^"]*)">/),
    alternates: Object.fromEntries(
      [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    ),
  };
}

/** Every JSON-LD block of the page, as its text. */
const jsonLdOf = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => match[1]!,
  );

describe("what a public page's HTML tells search engines and link previews", () => {
  let webRoot: string;
  let t: TestApp;
  let companyId: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-web-'));
    fs.mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'shell/dist/index.html'), SHELL_PAGE);
    t = await buildTestApp({ SERVE_WEB: 'true', WEB_ROOT: webRoot, PUBLIC_URL });
    companyId = (await createCompany(t.db, { active: true, companyName: 'Lahore Chai Co.' })).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, cookies });

  const aJob = (overrides: Partial<Parameters<typeof insertJob>[1]> = {}) =>
    insertJob(t.db, {
      ...validJob,
      projectType: 'one-time',
      experienceLevel: 'intermediate',
      companyId,
      ...overrides,
    });

  it.each(['/', '/jobs', '/blogs', '/terms-of-service'])(
    'gives %s its canonical address, its addresses in English and Urdu and a share image',
    async (page) => {
      expect(addressesOf((await get(page)).body)).toEqual({
        canonical: `${PUBLIC_URL}${page}`,
        ogUrl: `${PUBLIC_URL}${page}`,
        ogImage: `${PUBLIC_URL}/og-image.png`,
        alternates: {
          en: `${PUBLIC_URL}${page}`,
          ur: `${PUBLIC_URL}${page}?lang=ur`,
          'x-default': `${PUBLIC_URL}${page}`,
        },
      });
    },
  );

  it('keeps a search out of the canonical address: the board is one page', async () => {
    const { canonical } = addressesOf((await get('/jobs?q=react&sort=budget')).body);
    expect(canonical).toBe(`${PUBLIC_URL}/jobs`);
  });

  it.each([
    '/login',
    '/freelancer-dashboard/jobs',
    '/no-such-page',
    `/jobs/${crypto.randomUUID()}`,
  ])('names no address on %s, which search engines should not list', async (page) => {
    const body = (await get(page)).body;
    expect(body).not.toContain('rel="canonical"');
    expect(body).not.toContain('hreflang');
    expect(body).not.toContain('og:image');
  });

  it("shows a page in Urdu at its Urdu address, whatever the reader's stored choice", async () => {
    const urdu = (await get('/blogs?lang=ur')).body;
    expect(urdu).toContain('<html lang="ur" dir="rtl">');
    expect(urdu).toContain('<div class="boot-status" role="status">لوڈ ہو رہا ہے...</div>');
    // The Urdu page is its own, never a copy of the English one.
    expect(addressesOf(urdu)).toMatchObject({
      canonical: `${PUBLIC_URL}/blogs?lang=ur`,
      ogUrl: `${PUBLIC_URL}/blogs?lang=ur`,
      alternates: addressesOf((await get('/blogs')).body).alternates,
    });

    const english = (await get('/blogs?lang=en', { lang: 'ur' })).body;
    expect(english).toContain('<html lang="en">');
    expect(addressesOf(english).canonical).toBe(`${PUBLIC_URL}/blogs`);
    // Anything else in the address leaves the stored choice as it is.
    expect((await get('/blogs?lang=fr', { lang: 'ur' })).body).toContain('<html lang="ur"');
    expect((await get('/blogs?lang=fr')).body).toContain('<html lang="en">');
  });

  it('preloads the latest jobs with the home page for every visitor, as the page fetches them', async () => {
    expect((await get('/')).body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/jobs/search?limit=3">',
    );
    expect((await get('/blogs')).body).not.toContain('as="fetch"');
  });

  it("describes an open job's page to search engines as a JobPosting, its budget in PKR", async () => {
    const job = await aJob({
      title: 'Menu board for a chai dhaba',
      description: 'A bilingual menu board.\nUrdu and English.',
      budget: 150000,
    });
    const page = (await get(`/jobs/${job.id}`)).body;
    expect(addressesOf(page)).toMatchObject({
      canonical: `${PUBLIC_URL}/jobs/${job.id}`,
      ogUrl: `${PUBLIC_URL}/jobs/${job.id}`,
      ogImage: `${PUBLIC_URL}/og-image.png`,
    });
    const [block, ...others] = jsonLdOf(page);
    expect(others).toEqual([]);
    expect(JSON.parse(block!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Menu board for a chai dhaba',
      description: 'A bilingual menu board.\nUrdu and English.',
      datePosted: job.createdAt.toISOString(),
      identifier: { '@type': 'PropertyValue', name: 'Kaamyaab', value: job.id },
      hiringOrganization: { '@type': 'Organization', name: 'Lahore Chai Co.' },
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Pakistan' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'PKR',
        value: { '@type': 'QuantitativeValue', value: 150000 },
      },
      directApply: true,
    });
    // The link preview writes money as every screen does (its text's spaces folded to one kind).
    expect(page).toContain('<meta name="description" content="Rs 150,000 · Web Development · ');
  });

  it('keeps a JobPosting inside its script element whatever the job says', async () => {
    const hostile = '</script><script>alert(1)</script><!-- <SCRIPT> \u2028 "quoted" & \\';
    const job = await aJob({ title: `Logo ${hostile}`, description: `Tea ${hostile}` });
    const page = (await get(`/jobs/${job.id}`)).body;
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toMatch(/<script>alert/i);
    const [block] = jsonLdOf(page);
    expect(block).not.toContain('<');
    const posting = JSON.parse(block!);
    expect(posting.title).toBe(`Logo ${hostile}`);
    expect(posting.description).toBe(`Tea ${hostile}`);
    // Nothing in it was taken for more script: as many as on a harmless job's page.
    const harmless = (await get(`/jobs/${(await aJob()).id}`)).body;
    expect(page.match(/<script/gi)).toHaveLength(harmless.match(/<script/gi)!.length);
  });

  it('has no JobPosting on the page of a job that takes no applications, which stays listed', async () => {
    const job = await aJob();
    await t.db.update(jobs).set({ status: 'filled' }).where(eq(jobs.id, job.id));
    const page = (await get(`/jobs/${job.id}`)).body;
    expect(jsonLdOf(page)).toEqual([]);
    expect(addressesOf(page).canonical).toBe(`${PUBLIC_URL}/jobs/${job.id}`);
  });

  // Public profiles (docs/decisions/032-reputation.md)
  it("names a public profile's page by the person, and answers 404 for an account without one", async () => {
    const freelancer = await createFreelancer(t.db, { active: true });
    const page = await get(`/freelancers/${freelancer.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${freelancer.fullName} · Freelancer | Kaamyaab</title>`);
    expect(addressesOf(page.body).canonical).toBe(`${PUBLIC_URL}/freelancers/${freelancer.id}`);
    expect(page.body).not.toContain(freelancer.email);
    expect((await get(`/companies/${companyId}?lang=ur`)).body).toContain('Lahore Chai Co.');

    const pending = await createFreelancer(t.db, { active: false });
    for (const missing of [
      `/freelancers/${pending.id}`,
      `/companies/${freelancer.id}`,
      '/freelancers/x',
    ]) {
      const answer = await get(missing);
      expect(answer.statusCode).toBe(404);
      expect(addressesOf(answer.body).canonical).toBeUndefined();
    }
  });
});
