import { launchContext } from '../../scripts/e2e/browser';
import { approvedAccounts, postJobAs } from './support/api-setup';
import { PASSWORD, uniqueSuffix } from './support/people';
import { signInThroughForm } from './support/session';
import { inNewBrowser } from './support/browser-page';

const baseUrl = () => process.env.E2E_BASE_URL as string;

describe('finding work: search on Available Jobs', () => {
  it('finds jobs by a word prefix and filters, keeps the search in the URL, and goes Back', async () => {
    const { company, freelancer } = await approvedAccounts(baseUrl());
    // A word no other journey's jobs hold, so the search finds these jobs only.
    const word = `kiln${uniqueSuffix().replace(/\W/g, '')}`;
    const job = (title: string, budget: number, skills: string[]) =>
      postJobAs(baseUrl(), company, {
        title: `${title} ${word}`,
        description: 'For a pottery studio in Multan.',
        projectType: 'one-time',
        experienceLevel: 'intermediate',
        jobCategory: 'Design',
        skills,
        budget,
        duration: '2 weeks',
      });
    await job('Shop logo', 30_000, ['Illustrator']);
    await job('Storefront', 90_000, ['React']);

    await inNewBrowser(async ({ page, problems }) => {
      await signInThroughForm(page, baseUrl(), 'freelancer', freelancer.email, PASSWORD);
      await page.goto(`${baseUrl()}/freelancer-dashboard/jobs`);
      /** Waits until the list shows exactly these jobs of this journey, in this order. */
      const shows = (titles: string[]) =>
        page.waitForFunction(
          (expected) =>
            JSON.stringify(
              [...document.querySelectorAll('article button[aria-expanded] > bdi:first-child')]
                .map((heading) => heading.textContent ?? '')
                .filter((text) => expected.tag && text.includes(expected.tag))
                .map((text) => text.trim()),
            ) === JSON.stringify(expected.titles),
          { tag: word, titles: titles.map((title) => `${title} ${word}`) },
        );
      await page.getByLabel('Search jobs').fill(`${word.slice(0, -2)} reac`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/q=/);
      await shows(['Storefront']);

      await page.getByLabel('Search jobs').fill(word);
      await page.getByText('Filters and sort').click();
      await page.getByLabel('Sort by').selectOption('budget');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/sort=budget/);
      await shows(['Storefront', 'Shop logo']);

      await page.getByLabel('Budget up to (PKR)').fill('50000');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/budgetMax=50000/);
      await shows(['Shop logo']);

      // The address holds the search: Back shows the one before, a reload keeps it.
      await page.goBack();
      await page.waitForURL((url) => !url.search.includes('budgetMax'));
      await shows(['Storefront', 'Shop logo']);
      await page.reload();
      await shows(['Storefront', 'Shop logo']);
      expect(await page.getByLabel('Sort by').inputValue()).toBe('budget');

      await page.getByLabel('Search jobs').fill(`${word} nothingmatches`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('No jobs match this search.').waitFor();
      expect(problems).toEqual([]);
    });
  });

  it('comes with a preload of every script its first render runs, and stays put', async () => {
    const { freelancer } = await approvedAccounts(baseUrl());
    const browser = await launchContext();
    const page = await browser.context.newPage();
    try {
      await signInThroughForm(page, baseUrl(), 'freelancer', freelancer.email, PASSWORD);
      // Counted from a page of its own: the dashboard that signing in opened still loads.
      await page.goto('about:blank');
      await page.addInitScript(() => {
        const page = window as unknown as { layoutShift: number };
        page.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[])
            page.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') fetched.push(request.url());
      });
      await page.goto(`${baseUrl()}/freelancer-dashboard/jobs`);
      await page.locator('article button[aria-expanded]').first().waitFor();
      const announced = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
            'link[rel="preload"][as="script"], script[src]',
          ),
        ].map((element) => ('href' in element ? element.href : element.src)),
      );
      // Without the preloads of the shared modules, these came in a second wave, found only
      // after the remote's code had run.
      expect(fetched.filter((url) => !announced.includes(url))).toEqual([]);
      expect(fetched.length).toBeGreaterThan(5);
      // This freelancer's address is not verified: the notice arrived after the jobs and pushed
      // them down (a shift of 0.17 in Lighthouse), until the page waited to know it was due.
      await page.getByRole('region', { name: 'Verify your email' }).waitFor();
      const shifted = await page.evaluate(
        () => (window as unknown as { layoutShift: number }).layoutShift,
      );
      expect(shifted).toBeLessThan(0.01);
    } finally {
      await browser.close();
    }
  });
});
