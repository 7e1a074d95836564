import { approvedAccounts, postJobAs } from './support/api-setup';
import { uniqueSuffix } from './support/people';
import { inNewBrowser } from './support/browser-page';

const baseUrl = () => process.env.E2E_BASE_URL as string;

/** The page's JSON-LD blocks, each parsed: a block that is not JSON fails the test here. */
async function jsonLdOf(path: string): Promise<Record<string, unknown>[]> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** Every `<loc>` of a sitemap file, as paths on this server (the files name PUBLIC_URL's). */
async function locsOf(path: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl()}${path}`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!);
    return `${url.pathname}${url.search}`;
  });
}

describe('the home page leads to the public job board', () => {
  it('shows the latest jobs on /, follows its link to /jobs and opens a job', async () => {
    const { company } = await approvedAccounts(baseUrl());
    const word = `lassi${uniqueSuffix().replace(/\W/g, '')}`;
    const title = `Menu cards for a lassi shop ${word}`;
    const job = await postJobAs(baseUrl(), company, {
      title,
      description: 'Menu cards in Urdu and English for our shop in Faisalabad.',
      projectType: 'one-time',
      experienceLevel: 'entry',
      jobCategory: 'Design',
      skills: ['Illustrator'],
      budget: 150_000,
      duration: '1 week',
    });

    await inNewBrowser(async ({ page, problems }) => {
      await page.goto(baseUrl());
      const latest = page.getByRole('region', { name: 'Latest jobs' });
      // The newest open job comes first, with its company, budget in rupees and day.
      const card = latest.getByRole('article').first();
      await card.getByRole('link', { name: title }).waitFor();
      expect(await card.textContent()).toContain(company.name);
      expect((await card.textContent())?.replace(/\s/g, ' ')).toContain('Rs 150,000');
      expect(await card.locator('time').getAttribute('datetime')).toBe(job.createdAt);

      await latest.getByRole('link', { name: 'See all open jobs' }).click();
      await page.waitForURL(`${baseUrl()}/jobs`);
      await page.getByRole('heading', { level: 1, name: 'Find Work' }).waitFor();
      const listed = page.getByRole('article').filter({ hasText: title });
      await listed.getByRole('button', { name: title }).click();
      await listed.getByRole('link', { name: 'View job and apply' }).click();

      await page.waitForURL(`**/jobs/${job._id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(problems).toEqual([]);
    });

    // What a search engine reads from the job's page: one JobPosting, its budget in PKR.
    const [posting, ...others] = await jsonLdOf(`/jobs/${job._id}`);
    expect(others).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title,
      datePosted: job.createdAt,
      hiringOrganization: { '@type': 'Organization', name: company.name },
      jobLocationType: 'TELECOMMUTE',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'PKR',
        value: { '@type': 'QuantitativeValue', value: 150_000 },
      },
      directApply: true,
    });
  });

  it("lets a crawler find a new job's page, in English and Urdu, from robots.txt", async () => {
    const { company } = await approvedAccounts(baseUrl());
    const job = await postJobAs(baseUrl(), company, {
      title: `Product photos for a Sialkot football maker ${uniqueSuffix()}`,
      description: 'Thirty product photos on white, for our online shop.',
      projectType: 'one-time',
      experienceLevel: 'intermediate',
      jobCategory: 'Design',
      skills: ['Photography'],
      budget: 40_000,
      duration: '2 weeks',
    });

    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    const files = await locsOf(new URL(sitemap!).pathname);
    expect(files[0]).toBe('/sitemaps/pages.xml');
    expect(await locsOf('/sitemaps/pages.xml')).toEqual(
      expect.arrayContaining(['/', '/?lang=ur', '/jobs', '/jobs?lang=ur']),
    );
    // Oldest first: a job just posted is in the last file.
    const jobPages = await locsOf(files[files.length - 1]!);
    expect(jobPages).toEqual(
      expect.arrayContaining([`/jobs/${job._id}`, `/jobs/${job._id}?lang=ur`]),
    );

    await inNewBrowser(async ({ page, problems }) => {
      // The Urdu address shows the page in Urdu from its first byte, without a stored choice.
      const answer = await page.goto(`${baseUrl()}/jobs/${job._id}?lang=ur`);
      expect(await answer?.text()).toContain('<html lang="ur" dir="rtl">');
      await page.getByRole('button', { name: 'ابھی اپلائی کریں' }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(problems).toEqual([]);
    });
  });
});
