import type { Page } from 'playwright-core';
import { approvedMarket } from './support/api-setup';
import { forgetVisitor } from './support/session';
import { inNewBrowser } from './support/browser-page';
import { sendApplication } from './support/apply-dialog';

const baseUrl = () => process.env.E2E_BASE_URL as string;

async function logIn(page: Page, role: 'Freelancer' | 'Company', email: string, password: string) {
  await page.goto(`${baseUrl()}/login?as=${role.toLowerCase()}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**/${role.toLowerCase()}-dashboard`);
}

describe('the hiring loop: post, apply, review, accept', () => {
  it('goes from a posted job to an accepted application, in PKR throughout', async () => {
    const market = await approvedMarket(baseUrl());
    await inNewBrowser(async ({ page, context, problems }) => {
      const title = `Looking for a Node.js developer ${Date.now()}`;
      await logIn(page, 'Company', market.company.email, market.password);
      await page.goto(`${baseUrl()}/company-dashboard/post-job`);
      await expect(page.getByLabel('Job title').inputValue()).resolves.toBe('Looking for a');
      await page.getByLabel('Job title').fill(title);
      await page.getByLabel('Description').fill('Build a payments API for a Lahore retailer.');
      await page.getByLabel('Job category').selectOption({ index: 1 });
      await page.getByLabel('Required skills (comma-separated)').fill('Node.js, PostgreSQL');
      await page.getByLabel('Budget (PKR)').fill('150000');
      await page.getByLabel('Project duration').fill('3 weeks');
      await page.getByRole('button', { name: 'Post Job' }).click();
      await page.waitForURL('**/company-dashboard/jobs-posted');
      await page
        .getByRole('status')
        .filter({ hasText: `Job posted. “${title}”` })
        .waitFor();
      await page.getByRole('button', { name: title }).waitFor();

      await forgetVisitor(context, page);
      await logIn(page, 'Freelancer', market.freelancer.email, market.password);
      await page.goto(`${baseUrl()}/freelancer-dashboard/jobs`);
      const card = page.getByRole('article').filter({ hasText: title });
      await card.getByText('Ravi Software House').waitFor();
      expect(await card.textContent()).toMatch(/Rs|PKR/);
      expect(await card.textContent()).not.toContain('$');
      await card.getByRole('button', { name: title }).click();
      await card.getByRole('button', { name: 'Apply Now' }).click();
      await sendApplication(page, {
        coverLetter: 'I have built three payment APIs in Node.js.',
        rate: '140000',
        time: '3 weeks',
      });
      await page.reload();
      const reloaded = page.getByRole('article').filter({ hasText: title });
      await reloaded.getByRole('button', { name: title }).click();
      await expect(
        reloaded.getByRole('button', { name: 'Already Applied' }).isDisabled(),
      ).resolves.toBe(true);

      await forgetVisitor(context, page);
      await logIn(page, 'Company', market.company.email, market.password);
      await page.goto(`${baseUrl()}/company-dashboard/jobs-posted`);
      await page.getByRole('button', { name: title }).click();
      const application = page.getByRole('article').filter({ hasText: title });
      const badge = application.getByText('pending', { exact: true });
      await badge.waitFor();
      expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(255, 244, 214)',
      );
      await application.getByText('Hamza Qureshi').waitFor();
      await application.getByRole('button', { name: 'Accept' }).click();
      await page
        .getByRole('alertdialog', { name: 'Accept Hamza Qureshi?' })
        .getByRole('button', { name: 'Yes, accept' })
        .click();
      const accepted = application.getByText('accepted', { exact: true });
      await accepted.waitFor();
      expect(await accepted.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(227, 246, 236)',
      );
      expect(problems).toEqual([]);
    });
  });
});
