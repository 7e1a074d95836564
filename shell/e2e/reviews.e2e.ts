import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  acceptedApplication,
  apiLogin,
  approvedAccounts,
  type ApiAccount,
  type ApiAdmin,
} from './support/api-setup';
import { inNewBrowser } from './support/browser-page';
import { pdfFile } from './support/files';
import { PASSWORD } from './support/people';
import { freelancerSignupFields } from '../../scripts/lib/sample-accounts.cjs';
import { forgetVisitor, signInThroughForm } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;
const PHONE = { width: 375, height: 740 };
const TABLET = { width: 640, height: 900 };

type Headers = Record<string, string>;

async function api(path: string, headers: Headers, method: string, body?: object | FormData) {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: body instanceof FormData ? { cookie: headers.cookie ?? '', ...headers } : headers,
    ...(body && { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data: Record<string, never> };
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data as Record<string, { id: string } & Record<string, never>>;
}

/**
 * A contract through the API that ends with money released: offered, accepted, paid in by bank
 * transfer and confirmed by an admin, part released, then ended by the company.
 */
async function contractEndedWithMoneyReleased(
  admin: ApiAdmin,
  company: ApiAccount,
  freelancer: ApiAccount,
  title: string,
): Promise<string> {
  const application = await acceptedApplication(baseUrl(), company, freelancer, title);
  const asCompany = await apiLogin(baseUrl(), company);
  const asFreelancer = await apiLogin(baseUrl(), freelancer);
  const offered = await api('/contracts/offers', asCompany, 'POST', {
    applicationId: application._id,
    title,
    scope: 'Store, theme and JazzCash checkout.',
    milestones: [{ title: 'Store and theme', amountPaisa: 4_000_000, dueDate: '2027-01-15' }],
  });
  const contractId = offered.contract!.id;
  const accepted = (await api(`/contracts/${contractId}/answer`, asFreelancer, 'POST', {
    version: 1,
    action: 'accept',
  })) as unknown as { contract: { milestones: { id: string }[] } };
  const milestoneId = accepted.contract.milestones[0]!.id;
  const { payIn } = (await api(`/milestones/${milestoneId}/pay-in`, asCompany, 'POST', {
    idempotencyKey: randomUUID(),
    rail: 'bankTransfer',
  })) as unknown as { payIn: { id: string; reference: string; amountPaisa: number } };
  const receipt = pdfFile('transfer.pdf');
  const form = new FormData();
  form.append('transactionId', `IBFT${Date.now()}`);
  form.append(
    'proof',
    new Blob([new Uint8Array(receipt.buffer)], { type: receipt.mimeType }),
    receipt.name,
  );
  await api(`/pay-ins/${payIn.id}/proof`, { cookie: asCompany.cookie }, 'POST', form);
  await api(
    `/admin/pay-ins/${payIn.id}/confirm`,
    { ...admin.headers, 'content-type': 'application/json' },
    'POST',
    {
      idempotencyKey: randomUUID(),
      amountPaisa: payIn.amountPaisa,
      reference: payIn.reference,
    },
  );
  await api(`/milestones/${milestoneId}/release-part`, asCompany, 'POST', {
    idempotencyKey: randomUUID(),
    amountPaisa: 1_500_000,
  });
  await api(`/contracts/${contractId}/end`, asCompany, 'POST', {
    idempotencyKey: randomUUID(),
    reason: 'The store is live.',
  });
  return contractId;
}

/** Fills the review form of the room's Reviews section: every group at `stars`, the text, 9. */
async function writeReview(page: Page, points: string[], stars: number, text: string) {
  const section = page.getByRole('region', { name: 'Reviews' });
  for (const group of ['Overall', ...points]) {
    const radio = section
      .getByRole('group', { name: group, exact: true })
      .getByRole('radio', { name: `${stars} of 5 stars` });
    await radio.focus();
    await page.keyboard.press('Space');
  }
  await section.getByRole('textbox', { name: 'Your review' }).fill(text);
  await section.getByText('Only Kaamyaab sees this answer', { exact: false }).waitFor();
  await section
    .getByRole('group', { name: /work with them again/ })
    .getByRole('radio', { name: '9', exact: true })
    .check();
  await section.getByRole('button', { name: 'Send review' }).click();
}

describe('two-way reviews, revealed together', () => {
  it('the company reviews and waits; the freelancer reviews; both see both', async () => {
    const { admin, company, freelancer } = await approvedAccounts(baseUrl());
    const title = `Store for a Multan mango farm ${Date.now()}`;
    const contractId = await contractEndedWithMoneyReleased(admin, company, freelancer, title);
    const companyText = 'Careful work, and the store went live a day early.';
    const freelancerText = 'A clear brief, quick answers and paid on the day.';

    await inNewBrowser(async ({ page, context }) => {
      const as = async (role: 'company' | 'freelancer', email: string) => {
        if (page.url().startsWith('http')) await forgetVisitor(context, page);
        await page.setViewportSize(role === 'freelancer' ? PHONE : TABLET);
        await signInThroughForm(page, baseUrl(), role, email, PASSWORD);
        await page.goto(`${baseUrl()}/${role}-dashboard/contracts/${contractId}`);
      };

      await as('company', company.email);
      await writeReview(
        page,
        ['Quality of work', 'Communication', 'Meeting deadlines'],
        4,
        companyText,
      );
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await reviews.getByText(`Waiting for ${freelancer.name}’s review until`).waitFor();
      expect(await reviews.getByText(companyText).count()).toBe(0);

      // Before the reveal the contract does not count in the freelancer's score yet.
      await as('freelancer', freelancer.email);
      await page.goto(`${baseUrl()}/freelancer-dashboard/reviews`);
      await page.getByText('No contract counts yet', { exact: false }).waitFor();
      await page.goto(`${baseUrl()}/freelancer-dashboard/contracts/${contractId}`);
      await page.getByText(`${company.name} has reviewed you: write yours to see it.`).waitFor();
      expect(await page.getByText(companyText).count()).toBe(0);
      await writeReview(
        page,
        ['Clarity of the brief', 'Communication', 'Paying on time'],
        5,
        freelancerText,
      );
      await page.getByRole('heading', { name: `${company.name}’s review` }).waitFor();
      await page.getByText(companyText).waitFor();
      await page.getByText(freelancerText).waitFor();
      // The section fits a phone's screen: nothing in it scrolls sideways.
      const fits = await page
        .getByRole('region', { name: 'Reviews' })
        .evaluate((section) => section.scrollWidth <= section.clientWidth);
      expect(fits).toBe(true);

      await as('company', company.email);
      await page.getByRole('heading', { name: `${freelancer.name}’s review` }).waitFor();
      await page.getByText(freelancerText).waitFor();
      await page.getByText(companyText).waitFor();
      await page.getByRole('textbox', { name: 'Your public reply' }).fill('Thank you, Ayesha!');
      await page.getByRole('button', { name: 'Reply', exact: true }).click();
      await page.getByText('Thank you, Ayesha!').waitFor();

      // The company's Reviews page lists what the freelancer said.
      await page.getByRole('link', { name: 'Reviews' }).first().click();
      await page.waitForURL('**/company-dashboard/reviews');
      await page.getByText(freelancerText).waitFor();
      await page.getByText('Thank you, Ayesha!').waitFor();

      // Revealed, the contract counts: the freelancer's breakdown lists it, and the company's
      // public page on the board shows the freelancer's review (docs/decisions/032-reputation.md).
      await as('freelancer', freelancer.email);
      await page.goto(`${baseUrl()}/freelancer-dashboard/reviews`);
      const breakdown = page.getByRole('region', { name: 'How your score is made' });
      await breakdown.getByRole('rowheader', { name: title }).waitFor();
      await page.getByText('No score yet').first().waitFor();

      // The freelancer's public page, in Urdu on a phone: the company's review, the badge, and
      // no personal number.
      await forgetVisitor(context, page);
      await page.setViewportSize(PHONE);
      await page.goto(`${baseUrl()}/freelancers/${freelancer.id}?lang=ur`);
      await page.getByRole('heading', { level: 1, name: freelancer.name }).waitFor();
      await page.getByText(companyText).waitFor();
      await page.getByText('ابھی کوئی اسکور نہیں').waitFor();
      await page.getByText('شناختی کارڈ کی تصدیق').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const text = await page.locator('body').innerText();
      const { number, CNIC, bankAccount } = freelancerSignupFields;
      for (const personal of [freelancer.email, number, CNIC, bankAccount])
        expect(text).not.toContain(personal);
      const fitsPhone = await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      );
      expect(fitsPhone).toBe(true);
    });
  });
});
