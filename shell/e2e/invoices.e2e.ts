import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import {
  acceptedApplication,
  apiLogin,
  approvedAccounts,
  type ApiAccount,
} from './support/api-setup';
import { inNewBrowser } from './support/browser-page';
import { pdfFile } from './support/files';
import { PASSWORD } from './support/people';
import { forgetVisitor, signInThroughForm } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;

/** One call of the API with a session's headers; the answer's `data`, or a thrown refusal. */
async function api(
  path: string,
  headers: Record<string, string>,
  init: { method?: string; body?: object | FormData } = {},
) {
  const isForm = init.body instanceof FormData;
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: isForm ? omitJson(headers) : { ...headers, 'content-type': 'application/json' },
    body: isForm ? (init.body as FormData) : init.body && JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text).data;
}
const omitJson = ({ 'content-type': _json, ...rest }: Record<string, string>) => rest;

/**
 * A released milestone, set up through the API as the deal journey does it in the browser: the
 * offer accepted, the milestone paid in and confirmed by an admin, the work submitted and approved.
 */
async function releasedContract(
  admin: { headers: Record<string, string> },
  company: ApiAccount,
  freelancer: ApiAccount,
) {
  const title = `Invoices for a Multan shop ${Date.now()}`;
  const application = await acceptedApplication(baseUrl(), company, freelancer, title);
  const asCompany = await apiLogin(baseUrl(), company);
  const asFreelancer = await apiLogin(baseUrl(), freelancer);
  const offered = await api('/contracts/offers', asCompany, {
    method: 'POST',
    body: {
      applicationId: application._id,
      title,
      scope: 'The store and its checkout.',
      milestones: [{ title: 'Store', amountPaisa: 4_000_000, dueDate: '2027-01-15' }],
    },
  });
  const contractId = offered.contract.id as string;
  const accepted = await api(`/contracts/${contractId}/answer`, asFreelancer, {
    method: 'POST',
    body: { version: 1, action: 'accept' },
  });
  const milestoneId = accepted.contract.milestones[0].id as string;
  const { payIn } = await api(`/milestones/${milestoneId}/pay-in`, asCompany, {
    method: 'POST',
    body: { idempotencyKey: randomUUID(), rail: 'bankTransfer' },
  });
  const receipt = pdfFile('transfer.pdf');
  const proof = new FormData();
  proof.append('transactionId', `FT-${Date.now()}`);
  proof.append(
    'proof',
    new Blob([new Uint8Array(receipt.buffer)], { type: 'application/pdf' }),
    'transfer.pdf',
  );
  await api(`/pay-ins/${payIn.id}/proof`, asCompany, { method: 'POST', body: proof });
  await api(`/admin/pay-ins/${payIn.id}/confirm`, admin.headers, {
    method: 'POST',
    body: {
      idempotencyKey: randomUUID(),
      amountPaisa: payIn.amountPaisa,
      reference: payIn.reference,
    },
  });
  const work = new FormData();
  work.append('note', 'The store is live.');
  await api(`/milestones/${milestoneId}/submit`, asFreelancer, { method: 'POST', body: work });
  await api(`/milestones/${milestoneId}/approve`, asCompany, {
    method: 'POST',
    body: { idempotencyKey: randomUUID() },
  });
  return contractId;
}

describe('invoices', () => {
  it('lets the company and the freelancer each download the Urdu invoice from the contract room', async () => {
    const { admin, company, freelancer } = await approvedAccounts(baseUrl());
    const contractId = await releasedContract(admin, company, freelancer);

    await inNewBrowser(async ({ page, context }) => {
      for (const [role, account] of [
        ['company', company],
        ['freelancer', freelancer],
      ] as const) {
        if (page.url().startsWith('http')) await forgetVisitor(context, page);
        await signInThroughForm(page, baseUrl(), role, account.email, PASSWORD);
        await page.goto(`${baseUrl()}/${role}-dashboard/contracts/${contractId}`);
        const invoices = page.getByRole('region', { name: 'Invoices' });
        const work = invoices.locator('li', { hasText: 'Invoice for the work' });
        await work.waitFor();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          work.getByRole('link', { name: 'PDF in Urdu' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^KY-INV-\d{4}-\d{6}-ur\.pdf$/);
        const bytes = fs.readFileSync(await download.path());
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        // The fee invoice is listed beside it.
        await invoices.locator('li', { hasText: 'Platform fee invoice' }).waitFor();
      }
    });
  });
});
