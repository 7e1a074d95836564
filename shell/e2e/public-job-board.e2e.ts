import { launchContext, watchProblems } from '../../scripts/e2e/browser';
import { approvedAccounts, postJobAs } from './support/api-setup';
import { PASSWORD, uniqueSuffix } from './support/people';

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

    const browser = await launchContext();
    const page = await browser.context.newPage();
    const problems = watchProblems(page);
    try {
      await page.goto(`${baseUrl()}/jobs`);
      await page.getByLabel('Search jobs').fill(`${word.slice(0, -3)}`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/jobs\?q=/);
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
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Cover letter').fill('I letter shop signs in Urdu and English.');
      await dialog.getByLabel('Proposed rate (PKR)').fill('16000');
      await dialog.getByLabel('Estimated completion time').fill('5 days');
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await page
        .getByRole('dialog', { name: 'Application Submitted' })
        .getByRole('button', { name: 'OK' })
        .click();
      await page.getByRole('button', { name: 'Already Applied' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
