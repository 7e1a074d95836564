import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { approvedAccounts } from './support/api-setup';
import { inNewBrowser } from './support/browser-page';
import { api, fundedContract } from './support/funded-contract';
import { PASSWORD } from './support/people';
import { moveServerClock, resetServerClock } from './support/server-clock';
import { forgetVisitor, signInThroughForm } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;
const PHONE = { width: 375, height: 740 };
const DESK = { width: 1280, height: 800 };

/** A funded contract whose work the freelancer has submitted (a note), through the API. */
async function submittedWork(title: string) {
  const parties = await approvedAccounts(baseUrl());
  const deal = await fundedContract(baseUrl(), parties, title);
  const form = new FormData();
  form.append('note', 'The store and its theme are ready.');
  await api(baseUrl(), `/milestones/${deal.milestoneId}/submit`, deal.asFreelancer, 'POST', form);
  return { ...parties, ...deal };
}

async function signIn(
  page: Page,
  context: BrowserContext,
  role: 'company' | 'freelancer' | 'admin',
  email: string,
) {
  if (page.url().startsWith('http')) await forgetVisitor(context, page);
  await signInThroughForm(page, baseUrl(), role, email, PASSWORD);
}

describe('disputes over a milestone', () => {
  // The clock is the whole run's server's: the journeys after this one see today again.
  afterAll(resetServerClock);

  it('the company disputes, the freelancer does not answer in time: decided for the company', async () => {
    const title = `Store for a Faisalabad weaver ${Date.now()}`;
    const { company, freelancer, contractId } = await submittedWork(title);

    await inNewBrowser(async ({ page, context }) => {
      await page.setViewportSize(DESK);
      await signIn(page, context, 'company', company.email);
      await page.goto(`${baseUrl()}/company-dashboard/contracts/${contractId}`);
      const section = page.getByRole('region', { name: 'Disputes' });
      const form = section.getByRole('form', { name: 'Open a dispute' });
      await form.getByLabel('Milestone').selectOption({ label: 'Store and theme' });
      await form
        .getByRole('textbox', { name: 'What went wrong' })
        .fill('The checkout page the brief asked for is missing.');
      await form.getByRole('textbox', { name: /Amount you think fair/ }).fill('0');
      await form.getByRole('button', { name: 'Open dispute' }).click();
      await section.getByText('Waiting for an answer').waitFor();
      await section.getByText(/Answer due by/).waitFor();

      // Four days and a little pass; the sweep (every second in the journeys) decides it.
      moveServerClock(4.01);
      await page.getByRole('status').filter({ hasText: 'Settled' }).first().waitFor({
        timeout: 20_000,
      });
    });

    // The freelancer reads the outcome in Urdu, on a phone.
    await inNewBrowser(async ({ page, context }) => {
      await page.setViewportSize(PHONE);
      await signIn(page, context, 'freelancer', freelancer.email);
      // Signed in, the freelancer chooses Urdu: the choice the language switch keeps.
      await context.addCookies([{ name: 'lang', value: 'ur', url: baseUrl() }]);
      await page.evaluate(() => localStorage.setItem('kaamyaab.language', 'ur'));
      await page.goto(`${baseUrl()}/freelancer-dashboard/contracts/${contractId}`);
      const section = page.getByRole('region', { name: 'تنازعات' });
      await section.getByText('فیصلہ کھولنے والے فریق کے حق میں ہوا', { exact: false }).waitFor();
      await section.getByText('کمپنی کو واپس', { exact: false }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const fits = await section.evaluate((node) => node.scrollWidth <= node.clientWidth);
      expect(fits).toBe(true);
    });
    moveServerClock(0);
  });

  it('an admin splits 60/40: both balances and statements show it', async () => {
    const title = `Store for a Peshawar chappal maker ${Date.now()}`;
    const { admin, company, freelancer, contractId, milestoneId, asCompany, asFreelancer } =
      await submittedWork(title);
    const { dispute } = await api(
      baseUrl(),
      `/milestones/${milestoneId}/disputes`,
      asFreelancer,
      'POST',
      {
        idempotencyKey: randomUUID(),
        statement: 'Everything in the brief was delivered and approved on a call.',
        amountPaisa: 4_000_000,
      },
    );
    await api(baseUrl(), `/disputes/${dispute!.id}/answer`, asCompany, 'POST', {
      statement: 'The checkout does not take JazzCash, which was the point.',
      amountPaisa: 0,
    });

    await inNewBrowser(async ({ page, context }) => {
      await page.setViewportSize(DESK);
      await signIn(page, context, 'admin', admin.email);
      await page.goto(`${baseUrl()}/admin-dashboard/disputes`);
      await page.getByRole('link', { name: new RegExp(title) }).click();
      const form = page.getByRole('form', { name: 'Decide the split' });
      await form.getByRole('textbox', { name: /Amount to the freelancer/ }).fill('24,000');
      await form.getByLabel('Reason', { exact: true }).selectOption('workIncomplete');
      await form
        .getByRole('textbox', { name: 'The reason, in English' })
        .fill('The store was delivered; its JazzCash checkout was not.');
      await form
        .getByRole('textbox', { name: 'The reason, in Urdu' })
        .fill('اسٹور فراہم کیا گیا، مگر جاز کیش چیک آؤٹ نہیں۔');
      await form.getByRole('button', { name: 'Decide' }).click();
      await page.getByText('Decided: both parties have been told.').waitFor();

      // The freelancer's earnings: Rs 24,000 less the 5% fee; the statement names the release.
      await signIn(page, context, 'freelancer', freelancer.email);
      await page.goto(`${baseUrl()}/freelancer-dashboard/contracts/${contractId}`);
      await page
        .getByText('The store was delivered; its JazzCash checkout was not.', { exact: false })
        .waitFor();
      await page.goto(`${baseUrl()}/freelancer-dashboard/earnings`);
      await page.getByText('Rs 22,800').first().waitFor();

      // The company's balance: the Rs 16,000 refunded.
      await signIn(page, context, 'company', company.email);
      await page.goto(`${baseUrl()}/company-dashboard/payments`);
      await page.getByText('Rs 16,000').first().waitFor();
    });
  });
});
