import type { Page } from 'playwright-core';
import { launchContext, watchProblems } from '../../scripts/e2e/browser';
import { pdfFile, pngFile } from './support/files';
import { ADMIN_SIGNUP_KEY, PASSWORD, uniqueSuffix } from './support/people';
import { forgetVisitor } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;

async function signUpAndApproveAs(page: Page, adminEmail: string, accountName: string) {
  await page.goto(`${baseUrl()}/login-admin`);
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin-dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Manage Users' })
    .click();
  const approve = page.getByRole('switch', { name: `Approve ${accountName}` });
  await approve.waitFor();
  // The lists show CNIC, bank account, POC ID and NTN masked (35202-*******-1, 12*****-8).
  await page
    .getByText(/(CNIC|POC ID) \d{5}-\*{7}-\d/)
    .first()
    .waitFor();
  expect(await page.locator('body').innerText()).not.toMatch(/1234567|7654321|SCBL0000/);
  await approve.click();
  // The tab reloads: the account leaves the inactive list and appears among the active ones.
  await approve.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Active Users', exact: true }).click();
  await page.getByRole('switch', { name: `Deactivate ${accountName}` }).waitFor();
}

async function logInThroughChooser(page: Page, role: 'Freelancer' | 'Company', email: string) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('link', { name: `Login as ${role}` }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('accounts: sign-up, approval and the dashboards', () => {
  let browser: Awaited<ReturnType<typeof launchContext>>;
  let page: Page;
  const suffix = uniqueSuffix();
  const adminEmail = `noor.${suffix}@kaamyaab.pk`;

  beforeAll(async () => {
    browser = await launchContext();
    page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/admin-signup`);
    await page.getByLabel('Username').fill('Noor');
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Admin signup key').fill(ADMIN_SIGNUP_KEY);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/login-admin');
    await forgetVisitor(browser.context, page);
  });

  afterAll(() => browser.close());

  it('takes a freelancer from sign-up through review and approval to the dashboard and out', async () => {
    const problems = watchProblems(page);
    const email = `ayesha.${suffix}@example.pk`;
    await page.goto(`${baseUrl()}/signup-freelancer`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Full name is required').waitFor();
    await page.getByLabel('Full name').fill('Ayesha Khan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Phone number').fill('03001234567');
    await page.getByLabel('CNIC number').fill('35202-1234567-1');
    await page.getByLabel('Skill').fill('React, TypeScript');
    await page.getByLabel('Bank account number').fill('PK36SCBL0000001123456702');
    await page.getByLabel('Yes').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Company name is required when currently employed').waitFor();
    await page.getByLabel('No').check();
    await page.getByLabel('Proof of registration fee').setInputFiles(pdfFile());
    await page.getByLabel('Avatar (optional)').setInputFiles(await pngFile());
    await page.getByLabel('Bio').fill('Frontend developer from Lahore.');
    await page.getByLabel('I agree that all information is correct').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await logInThroughChooser(page, 'Freelancer', email);
    await page.getByRole('heading', { name: 'Hold Tight!' }).waitFor();
    await page
      .getByText('Your account is under review and will be approved soon in next 24 hours.')
      .waitFor();

    await forgetVisitor(browser.context, page);
    await signUpAndApproveAs(page, adminEmail, 'Ayesha Khan');
    await forgetVisitor(browser.context, page);

    await logInThroughChooser(page, 'Freelancer', email);
    await page.getByText(/^Good (morning|afternoon|evening), Ayesha$/).waitFor();
    // The 'user' entry and its cookie hold what the guards need, no CNIC, bank account or phone.
    const kept = await page.evaluate(() => `${localStorage.getItem('user')}\n${document.cookie}`);
    expect(kept).toContain('Ayesha Khan');
    expect(kept).not.toMatch(/1234567|SCBL/);
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await page.getByText('Approved').waitFor();
    // The profile card reads the whole record from the server with the session.
    await page.getByText('35202-1234567-1').waitFor();
    await page.getByText('PK36SCBL0000001123456702').waitFor();
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(problems).toEqual([]);
  });

  it('takes a company from the sign-up chooser through approval to its dashboard and out', async () => {
    await forgetVisitor(browser.context, page);
    const email = `hiring.${suffix}@indus.pk`;
    await page.goto(`${baseUrl()}/signup`);
    await page.getByRole('link', { name: 'Sign up as Company' }).click();
    await page.getByLabel('Company name').fill('Indus Digital Labs');
    await page.getByLabel('Point of contact name').fill('Bilal Ahmed');
    await page.getByLabel('Point of contact national ID').fill('42101-7654321-3');
    await page.getByLabel('Company tax number (NTN)').fill('1234567-8');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Company bio').fill('A product studio in Karachi.');
    await page.getByLabel('Deposit receipt').setInputFiles(await pngFile('receipt.png'));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await logInThroughChooser(page, 'Company', email);
    await page.getByRole('heading', { name: 'Hold Tight!' }).waitFor();

    await forgetVisitor(browser.context, page);
    await signUpAndApproveAs(page, adminEmail, 'Indus Digital Labs');
    await forgetVisitor(browser.context, page);

    await logInThroughChooser(page, 'Company', email);
    await page.getByText(/^Good (morning|afternoon|evening), Indus$/).waitFor();
    const kept = await page.evaluate(
      () => `${localStorage.getItem('company')}\n${document.cookie}`,
    );
    expect(kept).toContain('Indus Digital Labs');
    expect(kept).not.toMatch(/7654321|1234567/);
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await page.getByText('Approved').waitFor();
    await page.getByText('42101-7654321-3').waitFor();
    await page.getByText('1234567-8').waitFor();
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it("shows the catalogue's message for a wrong password, and the empty-field message without a call", async () => {
    await forgetVisitor(browser.context, page);
    await page.goto(`${baseUrl()}/login?as=freelancer`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Error: Please Enter Both, Email and Password.' })
      .waitFor();
    await page.getByLabel('Email').fill(`nobody.${suffix}@example.pk`);
    await page.getByLabel('Password').fill('whatever-it-is');
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'Error: Freelancer with this email does not exist. Please sign up first.',
      })
      .waitFor();
  });
});
