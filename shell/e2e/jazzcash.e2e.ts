import type { Locator } from 'playwright-core';
import {
  acceptedApplication,
  apiLogin,
  approvedAccounts,
  type ApiAccount,
} from './support/api-setup';
import { inNewBrowser } from './support/browser-page';
import { PASSWORD } from './support/people';
import { signInThroughForm } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;

async function post(path: string, account: ApiAccount, body: object) {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: 'POST',
    headers: await apiLogin(baseUrl(), account),
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: { contract: { id: string } } };
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return answer.data;
}

/** An offer of one milestone sent and accepted over the API: an active contract to fund. */
async function activeContract(company: ApiAccount, freelancer: ApiAccount, title: string) {
  const application = await acceptedApplication(baseUrl(), company, freelancer, title);
  const { contract } = await post('/contracts/offers', company, {
    applicationId: application._id,
    title,
    scope: 'A storefront that takes JazzCash.',
    milestones: [{ title: 'Storefront', amountPaisa: 4_500_000, dueDate: '2027-02-15' }],
  });
  await post(`/contracts/${contract.id}/answer`, freelancer, { version: 1, action: 'accept' });
  return contract.id;
}

const statusOf = (card: Locator, status: string) =>
  card.getByText(status, { exact: true }).waitFor();

describe("paying a milestone through JazzCash's checkout", () => {
  it('a company pays on the simulated checkout and comes back to a funded milestone', async () => {
    const { company, freelancer } = await approvedAccounts(baseUrl());
    const title = `JazzCash storefront ${Date.now()}`;
    const contractId = await activeContract(company, freelancer, title);

    await inNewBrowser(async ({ page }) => {
      await signInThroughForm(page, baseUrl(), 'company', company.email, PASSWORD);
      await page.goto(`${baseUrl()}/company-dashboard/contracts/${contractId}`);
      const card = page.getByRole('heading', { level: 3, name: 'Storefront' }).locator('xpath=..');
      await statusOf(card, 'Unfunded');
      await card.getByRole('button', { name: 'Fund' }).click();
      await card.getByRole('button', { name: 'Pay with JazzCash' }).click();
      await card.getByRole('button', { name: 'Continue to JazzCash' }).click();

      // JazzCash's page (the simulator, another site): the mobile account and its MPIN.
      await page.waitForURL(`${process.env.E2E_JAZZCASH_URL}/**`);
      await page.getByText('PKR 45,000.00').waitFor();
      await page.getByLabel('Mobile number').fill('03123456789');
      await page.getByLabel('MPIN').fill('1234');
      await page.getByRole('button', { name: 'Pay now' }).click();

      // The signed return brings the browser back to the contract room, the milestone funded.
      await page.waitForURL(`**/company-dashboard/contracts/${contractId}?payment=funded`);
      await page
        .getByText('JazzCash: your payment was received and the milestone is funded.')
        .waitFor();
      await statusOf(
        page.getByRole('heading', { level: 3, name: 'Storefront' }).locator('xpath=..'),
        'Funded',
      );
    });
  });
});
