import type { Page } from 'playwright-core';
import {
  acceptedApplication,
  apiLogin,
  approvedAccounts,
  registerAdmin,
  type ApiAccount,
  type ApiAdmin,
} from './support/api-setup';
import { axeViolations } from './support/axe';
import { inNewBrowser } from './support/browser-page';
import { pdfFile } from './support/files';
import { PASSWORD } from './support/people';
import { forgetVisitor, signInThroughForm } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;
const PHONE = { width: 375, height: 740 };
const NARROW = { width: 640, height: 800 };
const DESK = { width: 1280, height: 800 };
const IBAN = 'PK36SCBL0000001123456702';

type Headers = Record<string, string>;

async function api(path: string, headers: Headers, method: string, body?: object | FormData) {
  const isForm = body instanceof FormData;
  const sent = isForm
    ? Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-type'))
    : { 'content-type': 'application/json', ...headers };
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: sent,
    body: isForm ? body : body && JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: Record<string, Record<string, unknown>> };
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/**
 * Earnings released by the API, as the deal journey proves them in the browser: an offer of one
 * Rs 200,000 milestone accepted, funded by a bank transfer an admin confirms, work submitted and
 * approved. The freelancer's earnings are then Rs 190,000 (the 5% fee taken).
 */
async function releasedEarnings(company: ApiAccount, freelancer: ApiAccount, admin: ApiAdmin) {
  const title = `Payout journey ${Date.now()}`;
  const application = await acceptedApplication(baseUrl(), company, freelancer, title);
  const asCompany = await apiLogin(baseUrl(), company);
  const asFreelancer = await apiLogin(baseUrl(), freelancer);
  const offer = await api('/contracts/offers', asCompany, 'POST', {
    applicationId: application._id,
    title,
    scope: 'A store and its checkout.',
    milestones: [{ title: 'Store', amountPaisa: 20_000_000, dueDate: '2027-03-01' }],
  });
  const contractId = offer.contract!.id as string;
  const accepted = await api(`/contracts/${contractId}/answer`, asFreelancer, 'POST', {
    version: 1,
    action: 'accept',
  });
  const milestoneId = (accepted.contract!.milestones as { id: string }[])[0]!.id;
  const { payIn } = await api(`/milestones/${milestoneId}/pay-in`, asCompany, 'POST', {
    idempotencyKey: crypto.randomUUID(),
    rail: 'bankTransfer',
  });
  const receipt = pdfFile();
  const proof = new FormData();
  proof.append('transactionId', `FT-${Date.now()}`);
  proof.append(
    'proof',
    new Blob([new Uint8Array(receipt.buffer)], { type: receipt.mimeType }),
    receipt.name,
  );
  await api(`/pay-ins/${payIn!.id as string}/proof`, asCompany, 'POST', proof);
  await api(`/admin/pay-ins/${payIn!.id as string}/confirm`, admin.headers, 'POST', {
    idempotencyKey: crypto.randomUUID(),
    amountPaisa: 20_000_000,
    reference: payIn!.reference,
  });
  const work = new FormData();
  work.append('note', 'The store is live.');
  await api(`/milestones/${milestoneId}/submit`, asFreelancer, 'POST', work);
  await api(`/milestones/${milestoneId}/approve`, asCompany, 'POST', {
    idempotencyKey: crypto.randomUUID(),
  });
}

const said = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).waitFor();

describe('paying earnings out', () => {
  it('adds an IBAN, asks for a payout above the limit, two admins approve, it is paid', async () => {
    const { admin, company, freelancer } = await approvedAccounts(baseUrl());
    const secondAdmin = await registerAdmin(baseUrl(), 'Bilal');
    await releasedEarnings(company, freelancer, admin);

    await inNewBrowser(async ({ page, context }) => {
      const as = async (role: 'freelancer' | 'admin', email: string) => {
        if (page.url().startsWith('http')) await forgetVisitor(context, page);
        await page.setViewportSize(role === 'freelancer' ? PHONE : DESK);
        await signInThroughForm(page, baseUrl(), role, email, PASSWORD);
      };

      // The freelancer, on a phone, sees the minimum and fees before anything, adds an IBAN.
      await as('freelancer', freelancer.email);
      await page.goto(`${baseUrl()}/freelancer-dashboard/payouts`);
      await page.getByTestId('payout-available').filter({ hasText: '190,000' }).waitFor();
      await page.getByText('Smallest payout').waitFor();
      await page.getByLabel('IBAN or wallet number').fill('PK37SCBL0000001123456702');
      await page.getByLabel('Account title').fill(freelancer.name);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText("This IBAN's check digits do not match").first().waitFor();
      await page.getByLabel('IBAN or wallet number').fill(IBAN);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('PK36****************6702').first().waitFor();

      // Rs 150,000: above the second-approval limit; the fee and what arrives shown first.
      await page.getByLabel('Amount (Rs)').fill('150,000');
      await page.getByText('You receive Rs\u00a0149,950').waitFor();
      await page.getByRole('button', { name: 'Ask for payout' }).click();
      await said(page, 'Your payout was asked for.');
      await page.getByTestId('payout-row').filter({ hasText: 'Waiting for approval' }).waitFor();

      // Two different admins approve; the second sees who approved first.
      await as('admin', admin.email);
      await page.goto(`${baseUrl()}/admin-dashboard/payouts`);
      await page
        .getByRole('button', { name: `Approve Rs\u00a0150,000 to ${freelancer.name}` })
        .click();
      await said(page, 'Done.');
      await as('admin', secondAdmin.email);
      await page.goto(`${baseUrl()}/admin-dashboard/payouts`);
      await page.getByText(/First approved by Sana/).waitFor();
      await page
        .getByRole('button', { name: `Approve Rs\u00a0150,000 to ${freelancer.name}` })
        .click();
      await said(page, 'Done.');

      // A bank-file batch: made, its file downloadable, sent, the bank's result marked.
      await page.getByRole('button', { name: 'Make a batch of the approved payouts' }).click();
      await said(page, 'Done.');
      const batch = page.getByTestId('payout-batch').first();
      await batch.getByRole('link', { name: 'Download bank file' }).waitFor();
      await batch.getByRole('button', { name: 'Send batch' }).click();
      await said(page, 'Done.');
      await page.getByLabel('Bank reference or reason of failure').first().fill('FT261127001');
      await page.getByRole('button', { name: 'Mark paid' }).first().click();
      await said(page, 'Done.');
      expect(await axeViolations(page)).toEqual([]);

      // The freelancer sees it paid, and the earnings less the payout.
      await as('freelancer', freelancer.email);
      await page.goto(`${baseUrl()}/freelancer-dashboard/payouts`);
      await page.getByTestId('payout-row').filter({ hasText: 'Paid' }).waitFor();
      await page.getByTestId('payout-available').filter({ hasText: '40,000' }).waitFor();

      // Fine at 640 px, with no WCAG 2.1 AA violation, and in Urdu.
      await page.setViewportSize(NARROW);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        640,
      );
      expect(await axeViolations(page)).toEqual([]);
      await context.addCookies([{ name: 'lang', value: 'ur', url: baseUrl() }]);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'ادائیگیاں' }).waitFor();
      await page.getByTestId('payout-row').filter({ hasText: 'ادا ہو گئی' }).waitFor();
    });
  });
});
