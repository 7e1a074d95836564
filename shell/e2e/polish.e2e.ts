import type { Page } from 'playwright-core';
import { launchContext, watchProblems } from '../../scripts/e2e/browser';
import { applyAs, approvedAccounts, postJobAs, registerFreelancer } from './support/api-setup';
import { axeViolations } from './support/axe';
import { dashboardPages } from './support/dashboards';
import { pngFile } from './support/files';
import { PASSWORD, uniqueSuffix } from './support/people';
import { signInThroughForm } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function fillFreelancerSignup(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Mehwish Baloch');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Phone number').fill('03001234567');
  await page.getByLabel('CNIC number').fill('35202-1234567-1');
  await page.getByLabel('Skill').fill('Graphic Design');
  await page.getByLabel('Bank account number').fill('PK36SCBL0000001123456702');
  await page.getByLabel('No', { exact: true }).check();
  await page.getByLabel('Proof of registration fee').setInputFiles(await pngFile('fee.png'));
  await page.getByLabel('Bio').fill('Designer in Quetta.');
  await page.getByLabel('I agree that all information is correct').check();
}

/** Every list in a JSON answer becomes [null]: an answer the page does not expect. */
function corruptLists(value: unknown): unknown {
  if (Array.isArray(value))
    return value.length > 0 && typeof value[0] === 'object' ? [null] : value;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, each]) => [key, corruptLists(each)]),
    );
  return value;
}

async function answerWithBrokenLists(page: Page, pattern: string) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: corruptLists(await response.json()) });
  });
}

describe('what a new user stumbled on', () => {
  it('on a phone: each page opens at its top, sign-up errors are seen, and the way on is told', async () => {
    const browser = await launchContext({ viewport: { width: 375, height: 740 } });
    try {
      const page = await browser.context.newPage();
      const problems = watchProblems(page);

      // A footer link opens the next page at its top, with focus on its heading.
      await page.goto(baseUrl());
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
      await page.getByRole('heading', { level: 1, name: 'Latest Tech Insights' }).waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
      await expect(focusedText(page)).resolves.toBe('Latest Tech Insights');

      // No sideways scrolling on either sign-up form.
      await page.goto(`${baseUrl()}/signup?as=company`);
      await page.getByLabel('Company name').waitFor();
      await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(375);
      await page.goto(`${baseUrl()}/signup-freelancer`);
      await page.getByLabel('Full name').waitFor();
      await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(375);

      // The server's refusal is brought into view and focused, far above the button.
      const taken = await registerFreelancer(baseUrl());
      await fillFreelancerSignup(page, taken.email);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      const banner = page.getByRole('alert').filter({ hasText: 'Error:' });
      await banner.waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
      await expect(
        banner.evaluate((box) => box.getBoundingClientRect().top),
      ).resolves.toBeGreaterThanOrEqual(0);

      // A new email: the freelancer login opens and says what happens next.
      await page.getByLabel('Email').fill(`mehwish.${uniqueSuffix()}@example.pk`);
      const email = await page.getByLabel('Email').inputValue();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.waitForURL('**/login?as=freelancer');
      await page.getByText('Our team reviews new accounts within 24 hours').waitFor();
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

      // 'Hold Tight!' has the logo and a Logout; the public site offers the way back.
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { name: 'Hold Tight!' }).waitFor();
      await page.getByRole('link', { name: 'Kaamyaab' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Empower Your Business with Top Talent' })
        .waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main' });
      await expect(menu.getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      await expect(
        page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
      ).resolves.toBe('false');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('heading', { name: 'Hold Tight!' }).waitFor();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Login' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The spec answers a taken email with 404, which the browser logs; nothing else went wrong.
      expect(problems).toEqual([
        'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
      ]);
    } finally {
      await browser.close();
    }
  });

  it('shows the error screen when a page of any area throws, and Go Back leaves it', async () => {
    const { admin, company, freelancer } = await approvedAccounts(baseUrl());
    // Each area's list has a row to break.
    const job = await postJobAs(baseUrl(), company, {
      title: 'Catalogue photos for a Multan pottery shop',
      description: 'Forty products, white background.',
      projectType: 'one-time',
      experienceLevel: 'entry',
      jobCategory: 'Photography',
      skills: ['Photography'],
      budget: 30000,
      duration: '1 week',
    });
    await applyAs(baseUrl(), freelancer, {
      jobId: job._id,
      coverLetter: 'I photograph products for three shops in Multan.',
      proposedRate: 28000,
      estimatedCompletionTime: '1 week',
    });
    const areas = [
      { role: null, email: '', path: '/jobs', api: '**/api/v1/jobs/search**' },
      {
        role: 'freelancer',
        email: freelancer.email,
        path: '/freelancer-dashboard/jobs',
        api: '**/api/v1/jobs/all-jobs**',
      },
      {
        role: 'company',
        email: company.email,
        path: '/company-dashboard/jobs-posted',
        api: '**/api/v1/jobs/jobs-posted/**',
      },
      {
        role: 'admin',
        email: admin.email,
        path: '/admin-dashboard/manage-users',
        api: '**/api/v1/admin/**',
      },
    ] as const;
    for (const area of areas) {
      const browser = await launchContext();
      try {
        const page = await browser.context.newPage();
        if (area.role) await signInThroughForm(page, baseUrl(), area.role, area.email, PASSWORD);
        else await page.goto(baseUrl());
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await answerWithBrokenLists(page, area.api);
        await page.goto(`${baseUrl()}${area.path}`);
        await page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' }).waitFor();
        for (const action of ['Go Back', 'Home', 'Try Again'])
          await page.getByRole('button', { name: action }).waitFor();
        // The page went back to answers the server really gives; a broken answer still in
        // flight is dropped rather than read after its browser has closed.
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.getByRole('button', { name: 'Go Back' }).click();
        await page
          .getByRole('heading', { name: 'Oops! Something went wrong' })
          .waitFor({ state: 'detached' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      } finally {
        await browser.close();
      }
    }
  });

  it('finds no accessibility violations on any dashboard page, at 1280 and 375 px', async () => {
    const { admin, company, freelancer } = await approvedAccounts(baseUrl());
    const dashboards = [
      ['freelancer', freelancer.email, dashboardPages.freelancer],
      ['company', company.email, dashboardPages.company],
      ['admin', admin.email, dashboardPages.admin],
    ] as const;
    const found: string[] = [];
    for (const [role, email, pages] of dashboards) {
      const browser = await launchContext();
      try {
        const page = await browser.context.newPage();
        const problems = watchProblems(page);
        await signInThroughForm(page, baseUrl(), role, email, PASSWORD);
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 800 });
          for (const path of pages) {
            await page.goto(`${baseUrl()}/${role}-dashboard${path}`);
            await page.locator('main h1').first().waitFor();
            await page.waitForFunction(() => !document.body.innerText.includes('Loading...'));
            for (const violation of await axeViolations(page))
              found.push(`${width} ${role}${path}: ${violation}`);
          }
        }
        expect(problems).toEqual([]);
      } finally {
        await browser.close();
      }
    }
    expect(found).toEqual([]);
  });
});
