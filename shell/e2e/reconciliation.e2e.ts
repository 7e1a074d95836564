import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  acceptedApplication,
  apiLogin,
  approvedAccounts,
  type ApiAccount,
} from './support/api-setup';
import { axeViolations } from './support/axe';
import { inNewBrowser } from './support/browser-page';
import { PASSWORD } from './support/people';
import { signInThroughForm } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;

/** One party's JSON request over the API, as its browser session would send it. */
async function as<T>(account: ApiAccount, method: string, route: string, body: object) {
  const response = await fetch(`${baseUrl()}/api/v1${route}`, {
    method,
    headers: await apiLogin(baseUrl(), account),
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T };
  if (!response.ok)
    throw new Error(`${route} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

interface Contract {
  contract: { id: string; milestones: { id: string; title: string }[] };
}

/** An active contract of one milestone of Rs 40,000 and the company's bank-transfer pay-in. */
async function waitingPayIn(company: ApiAccount, freelancer: ApiAccount) {
  const title = `Catalogue for a Faisalabad mill ${Date.now()}`;
  const application = await acceptedApplication(baseUrl(), company, freelancer, title);
  const offered = await as<Contract>(company, 'POST', '/contracts/offers', {
    applicationId: application._id,
    title,
    scope: 'A product catalogue in English and Urdu.',
    milestones: [{ title: 'Catalogue', amountPaisa: 4_000_000, dueDate: '2027-02-15' }],
  });
  const accepted = await as<Contract>(
    freelancer,
    'POST',
    `/contracts/${offered.contract.id}/answer`,
    { version: 1, action: 'accept' },
  );
  const milestoneId = accepted.contract.milestones[0]!.id;
  const { payIn } = await as<{ payIn: { reference: string } }>(
    company,
    'POST',
    `/milestones/${milestoneId}/pay-in`,
    { idempotencyKey: randomUUID(), rail: 'bankTransfer' },
  );
  return { contractId: offered.contract.id, reference: payIn.reference };
}

/** The platform account's statement as HBL's internet banking exports it (CRLF, a BOM). */
function statementFile(reference: string, stray: string) {
  const lines = [
    'HBL Account Statement',
    'Account Title,KAAMYAAB ESCROW ACCOUNT',
    ',',
    'Transaction Date,Value Date,Description,Cheque/Reference No,Debit,Credit,Balance',
    `27-11-2026,27-11-2026,IBFT FROM MEEZAN BANK ${reference},FT${Date.now()},,"40,000.00","1,040,000.00"`,
    `27/Nov/2026,27/Nov/2026,${stray},FT${Date.now() + 1},,"1,500.00","1,041,500.00"`,
    `27/Nov/2026,27/Nov/2026,SMS ALERT CHARGES,,25.00,,"1,041,475.00"`,
  ];
  const file = path.join(os.tmpdir(), `hbl-statement-${randomUUID()}.csv`);
  fs.writeFileSync(file, `\uFEFF${lines.join('\r\n')}\r\n`);
  return file;
}

describe('reconciling the bank statement', () => {
  it('funds a milestone from an uploaded statement and resolves a stray credit', async () => {
    const { admin, company, freelancer } = await approvedAccounts(baseUrl());
    const { contractId, reference } = await waitingPayIn(company, freelancer);
    const stray = `CASH DEPOSIT LAHORE ${randomUUID().slice(0, 8).toUpperCase()}`;
    const file = statementFile(reference, stray);

    await inNewBrowser(async ({ page }) => {
      // A narrow screen: the page must work at 640 px without scrolling sideways.
      await page.setViewportSize({ width: 640, height: 900 });
      await signInThroughForm(page, baseUrl(), 'admin', admin.email, PASSWORD);
      await page.goto(`${baseUrl()}/admin-dashboard`);
      await page.getByRole('link', { name: 'Bank statements' }).first().click();
      await page.waitForURL('**/admin-dashboard/statements');
      await page.getByLabel('Statement file (CSV)').setInputFiles(file);
      await page.getByRole('button', { name: 'Upload and match' }).click();
      const report = page.getByRole('region', { name: 'What the statement did' });
      await report.waitFor();
      await report.getByText('IBFT FROM MEEZAN BANK').waitFor();
      await report.getByText('Matched', { exact: true }).first().waitFor();
      await report.getByText('Debit, skipped').waitFor();
      // The page never scrolls sideways; if it does, the failure names what reaches past 640 px.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 640) {
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > 641)
            .map((element) => `${element.tagName}.${element.className}`.slice(0, 80)),
        );
        expect({ width, wide }).toEqual({ width: 640, wide: [] });
      }
      expect(await axeViolations(page)).toEqual([]);

      // The stray credit waits in the queue; it was refunded by hand to its sender.
      const line = page.getByRole('listitem').filter({ hasText: stray });
      await line.getByText('No payment reference in the line').waitFor();
      await line.getByRole('button', { name: 'Decide' }).click();
      await line.getByLabel('Decision').selectOption('refund');
      await line.getByLabel("Bank's reference of the refund").fill('FT26331RF01');
      await line.getByLabel('Note for the record').fill('Sender asked for it back by phone.');
      await line.getByRole('button', { name: 'Record the decision' }).click();
      await page.getByRole('status').filter({ hasText: 'Decision recorded.' }).waitFor();
      await expect(page.getByRole('listitem').filter({ hasText: stray }).count()).resolves.toBe(0);

      // The milestone was funded by the statement alone: nobody confirmed it by eye.
      await page.goto(`${baseUrl()}/admin-dashboard/contracts/${contractId}`);
      await page.getByText('Funded', { exact: true }).first().waitFor();
    });
  });
});
