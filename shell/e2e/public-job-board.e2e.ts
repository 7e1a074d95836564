import { approvedAccounts, postJobAs } from './support/api-setup';
import { PASSWORD, uniqueSuffix } from './support/people';
import { inNewBrowser } from './support/browser-page';
import { sendApplication } from './support/apply-dialog';

const baseUrl = () => process.env.E2E_BASE_URL as string;

describe('the public job board', () => {
  it('lets a visitor find a job, asks them to log in, and brings them back to apply', async () => {
    const { company, freelancer } = await approvedAccounts(baseUrl());
    const word = `chai${uniqueSuffix().replace(/\W/g, '')}`;
    const title = `Menu design for a chai dhaba ${word}`;
    const job = await postJobAs(baseUrl(), company, {
      title,
      description: 'A bilingual menu board for our dhaba on the Grand Trunk Road.',
      projectType: 'one-time',
      experienceLevel: 'entry',
      jobCategory: 'Design',
      skills: ['Illustrator', 'Urdu typography'],
      budget: 18_000,
      duration: '1 week',
    });

    // The shared link carries the job's own title for link previews, before any script runs.
    const html = await (await fetch(`${baseUrl()}/jobs/${job._id}`)).text();
    expect(html).toContain(
      `<meta property="og:title" content="${title} at ${company.name} | Kaamyaab">`,
    );

    await inNewBrowser(async ({ page, problems }) => {
      await page.goto(`${baseUrl()}/jobs`);
      await page.getByLabel('Search jobs').fill(`${word.slice(0, -3)}`);
      // The search's own answer, not the first page shown before it: a card opened in that page
      // is replaced, closed, when the search's results arrive.
      const searched = page.waitForResponse(
        (response) =>
          response.url().includes('/api/v1/jobs/search') && response.url().includes('q='),
      );
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/jobs\?q=/);
      await searched;
      const card = page.getByRole('article').filter({ hasText: title });
      await card.getByRole('button', { name: title }).click();
      await card.getByRole('link', { name: 'View job and apply' }).click();

      await page.waitForURL(`**/jobs/${job._id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.title()).toBe(`${title} | Kaamyaab`);
      await page.getByRole('button', { name: 'Apply Now' }).click();
      const prompt = page.getByRole('region', { name: 'Log in to apply' });
      await prompt.getByRole('link', { name: 'Sign up as a freelancer' }).waitFor();
      await prompt.getByRole('link', { name: 'Log in to apply' }).click();

      await page.waitForURL('**/login?as=freelancer');
      await page.getByLabel('Email').fill(freelancer.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();

      await page.waitForURL(`**/freelancer-dashboard/jobs/${job._id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('button', { name: 'Apply Now' }).click();
      await sendApplication(page, {
        coverLetter: 'I letter shop signs in Urdu and English.',
        rate: '16000',
        time: '5 days',
      });
      await page.getByRole('button', { name: 'Already Applied' }).waitFor();
      expect(problems).toEqual([]);
    });
  });

  it('shows only the new search\'s jobs when the search changes during "Load more"', async () => {
    const { company } = await approvedAccounts(baseUrl());
    // Words no other journey's jobs hold, so each search finds these jobs only.
    const first = `tandoor${uniqueSuffix().replace(/\W/g, '')}`;
    const second = `charpai${uniqueSuffix().replace(/\W/g, '')}`;
    const post = (title: string) =>
      postJobAs(baseUrl(), company, {
        title,
        description: 'For a family restaurant in Lahore.',
        projectType: 'one-time',
        experienceLevel: 'entry',
        jobCategory: 'Design',
        skills: ['Illustrator'],
        budget: 20_000,
        duration: '1 week',
      });
    for (const n of [1, 2, 3]) await post(`Menu card ${n} ${first}`);
    await post(`Shop sign ${second}`);

    await inNewBrowser(async ({ page, problems }) => {
      // Pages of two, so the first search needs "Load more"; its second page waits for the test.
      let releaseMore!: () => void;
      const moreReleased = new Promise<void>((resolve) => (releaseMore = resolve));
      await page.route('**/api/v1/jobs/search*', async (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('limit', '2');
        if (url.searchParams.has('after')) await moreReleased;
        await route.continue({ url: url.toString() });
      });
      const cards = (word: string) => page.getByRole('article').filter({ hasText: word });
      await page.goto(`${baseUrl()}/jobs?q=${first}`);
      await cards(first).nth(1).waitFor();
      const more = page.waitForResponse((response) => response.url().includes('after='));
      await page.getByRole('button', { name: 'Load more jobs' }).click();

      await page.getByLabel('Search jobs').fill(second);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await cards(second).first().waitFor();
      releaseMore();
      await more;
      // The first search's second page has arrived; give it the time it would take to show.
      await page.waitForTimeout(500);
      expect(await cards(first).count()).toBe(0);
      expect(await cards(second).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Load more jobs' }).count()).toBe(0);
      expect(problems).toEqual([]);
    });
  });
});
