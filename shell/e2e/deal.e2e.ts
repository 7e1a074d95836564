import type { Locator, Page } from 'playwright-core';
import { acceptedApplication, approvedAccounts } from './support/api-setup';
import { inNewBrowser } from './support/browser-page';
import { pdfFile } from './support/files';
import { PASSWORD } from './support/people';
import { moveServerClock, resetServerClock } from './support/server-clock';
import { forgetVisitor, signInThroughForm } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;
const PHONE = { width: 375, height: 740 };
const DESK = { width: 1280, height: 800 };

const milestone = (page: Page, title: string) =>
  page.getByRole('heading', { level: 3, name: title }).locator('xpath=..');

/** Opens one of a milestone's moves, fills its form and sends it; waits for the room to say so. */
async function move(
  page: Page,
  card: Locator,
  action: string,
  fill?: (form: Locator) => Promise<void>,
) {
  await card.getByRole('button', { name: action }).click();
  const form = page.getByRole('form', { name: action });
  if (fill) await fill(form);
  await form.getByRole('button', { name: action }).click();
  await page.getByRole('status').filter({ hasText: 'Done: the contract is up to date.' }).waitFor();
}

const statusOf = (card: Locator, status: string) =>
  card.getByText(status, { exact: true }).waitFor();

describe('the deal after Accept', () => {
  // The clock is the whole run's server's: the journeys after this one see today again.
  afterAll(resetServerClock);

  it('agrees two milestones, holds the money, releases one on approval and one after 7 days', async () => {
    const { admin, company, freelancer } = await approvedAccounts(baseUrl());
    const title = `Shopify store for a Sialkot exporter ${Date.now()}`;
    await acceptedApplication(baseUrl(), company, freelancer, title);

    await inNewBrowser(async ({ page, context }) => {
      const as = async (role: 'company' | 'freelancer' | 'admin', email: string) => {
        if (page.url().startsWith('http')) await forgetVisitor(context, page);
        await page.setViewportSize(role === 'freelancer' ? PHONE : DESK);
        await signInThroughForm(page, baseUrl(), role, email, PASSWORD);
      };

      // The company offers two milestones from the accepted application's card.
      await as('company', company.email);
      await page.goto(`${baseUrl()}/company-dashboard/jobs-posted`);
      await page.getByRole('button', { name: title }).click();
      await page.getByRole('link', { name: 'Send an offer' }).click();
      await expect(page.getByLabel('Contract title').inputValue()).resolves.toBe(title);
      await page.getByLabel('Scope of work').fill('Store, theme and JazzCash checkout.');
      await page.getByLabel('Milestone 1 title').fill('Store and theme');
      await page.getByLabel('Milestone 1 amount (Rs)').fill('40,000');
      await page.getByLabel('Milestone 1 due date').fill('2027-01-15');
      await page.getByRole('button', { name: 'Add a milestone' }).click();
      await page.getByLabel('Milestone 2 title').fill('Checkout');
      await page.getByLabel('Milestone 2 amount (Rs)').fill('50000');
      await page.getByLabel('Milestone 2 due date').fill('2027-01-31');
      await page.getByText('Platform fee 5%: Rs\u00a04,500').waitFor();
      await page.getByRole('button', { name: 'Send offer' }).click();
      await page.waitForURL('**/company-dashboard/contracts/*');
      const contractPath = new URL(page.url()).pathname.replace('/company-dashboard', '');

      // The freelancer, on a phone, counters: the checkout is worth more.
      await as('freelancer', freelancer.email);
      await page.goto(`${baseUrl()}/freelancer-dashboard${contractPath}`);
      await page.getByText('This offer waits for your answer.').waitFor();
      await page.getByRole('button', { name: 'Counter-offer' }).click();
      await page.getByLabel('Milestone 2 amount (Rs)').fill('60,000');
      await page.getByRole('button', { name: 'Send counter-offer' }).click();
      await page.getByText(/This offer waits for .* to answer\./).waitFor();

      // The company accepts version 2 and funds both milestones by bank transfer.
      await as('company', company.email);
      await page.goto(`${baseUrl()}/company-dashboard${contractPath}`);
      await page.getByRole('button', { name: 'Accept the offer' }).click();
      const references: string[] = [];
      for (const name of ['Store and theme', 'Checkout']) {
        const card = milestone(page, name);
        await statusOf(card, 'Unfunded');
        await card.getByRole('button', { name: 'Fund' }).click();
        await card.getByRole('button', { name: 'Get payment details' }).click();
        const reference = (await card.getByText(/^KY-/).textContent())!.trim();
        references.push(reference);
        await card.getByLabel('Transaction ID').fill(`IBFT${Date.now()}${references.length}`);
        await card.getByLabel('Receipt (image or PDF)').setInputFiles(pdfFile('transfer.pdf'));
        await card.getByRole('button', { name: 'Send proof of payment' }).click();
        await statusOf(card, 'Awaiting payment confirmation');
      }

      // An admin reads the statement and confirms both.
      await as('admin', admin.email);
      await page.goto(`${baseUrl()}/admin-dashboard/pay-ins`);
      for (const [index, amount] of ['40,000', '60,000'].entries()) {
        const payment = page.getByRole('listitem').filter({ hasText: references[index]! });
        await payment.getByRole('button', { name: 'Confirm' }).click();
        await payment.getByLabel('Amount on the statement (Rs)').fill(amount);
        await payment.getByLabel('Reference on the statement').fill(references[index]!);
        await payment.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Payment confirmed: the milestone is funded.').waitFor();
      }
      // The money desk keeps both decisions in its audit trail, with who made them.
      await page.getByRole('link', { name: 'Money desk' }).click();
      const trail = page.getByRole('region', { name: 'Decisions on money' });
      await trail.getByRole('heading', { name: 'Confirmed a payment' }).first().waitFor();

      // The freelancer submits the first; the company asks for changes; the second submission
      // is approved. The second milestone's work is submitted and left to the clock.
      await as('freelancer', freelancer.email);
      await page.goto(`${baseUrl()}/freelancer-dashboard${contractPath}`);
      const store = milestone(page, 'Store and theme');
      await statusOf(store, 'Funded');
      await move(page, store, 'Submit work', (form) =>
        form.getByLabel('Note').fill('The store is live on a staging address.'),
      );
      await as('company', company.email);
      await page.goto(`${baseUrl()}/company-dashboard${contractPath}`);
      await move(page, milestone(page, 'Store and theme'), 'Request changes', (form) =>
        form.getByLabel('Reason').fill('Please add the Urdu product pages.'),
      );
      await as('freelancer', freelancer.email);
      await page.goto(`${baseUrl()}/freelancer-dashboard${contractPath}`);
      await move(page, milestone(page, 'Store and theme'), 'Submit work', (form) =>
        form.getByLabel('Note').fill('Urdu pages added.'),
      );
      await move(page, milestone(page, 'Checkout'), 'Submit work', (form) =>
        form.getByLabel('Note').fill('JazzCash checkout works in the sandbox.'),
      );
      await as('company', company.email);
      await page.goto(`${baseUrl()}/company-dashboard${contractPath}`);
      await move(page, milestone(page, 'Store and theme'), 'Approve and release');
      await statusOf(milestone(page, 'Store and theme'), 'Released');

      // Seven days pass: the sweep releases the checkout without anyone acting.
      moveServerClock(7.01);
      const checkout = milestone(page, 'Checkout');
      for (
        let tries = 0;
        (await checkout.getByText('Released', { exact: true }).count()) === 0;
        tries++
      ) {
        if (tries === 20) throw new Error('the checkout was not released after 7 days');
        await page.waitForTimeout(1000);
        await page.reload();
        await checkout.getByRole('heading').waitFor();
      }

      // Both statements are right: Rs 100,000 released, Rs 95,000 earned after the 5% fee.
      await page.goto(`${baseUrl()}/company-dashboard/payments`);
      await page.getByText('Rs\u00a0100,000').first().waitFor();
      const companyCsv = await (
        await page.request.get(`${baseUrl()}/api/v1/money/statement.csv`)
      ).text();
      expect(companyCsv).toContain('40000.00');
      expect(companyCsv).toContain('60000.00');

      await as('freelancer', freelancer.email);
      await page.goto(`${baseUrl()}/freelancer-dashboard/earnings`);
      await page.getByText('Rs\u00a095,000').first().waitFor();
      const csv = await (await page.request.get(`${baseUrl()}/api/v1/money/statement.csv`)).text();
      expect(csv).toContain('38000.00');
      expect(csv).toContain('57000.00');

      // In Urdu, on the phone: the same figures, right to left, nothing scrolls sideways.
      await page.getByRole('button', { name: 'Read in Urdu (اردو)' }).click();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByText('Rs\u00a095,000').first().waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      ).toBe(false);
    });
  });
});
