import type { BrowserContext, Page } from 'playwright-core';
import { launchContext, watchProblems } from '../../scripts/e2e/browser';
import {
  applyAs,
  approve,
  approveByEmail,
  approvedAccounts,
  postJobAs,
  registerAdmin,
  registerCompany,
} from './support/api-setup';
import { axeViolations } from './support/axe';
import { dashboardPages } from './support/dashboards';
import { pdfFile } from './support/files';
import { PASSWORD, uniqueSuffix } from './support/people';
import { signInThroughForm } from './support/session';
import { applyInUrdu, sendApplication } from './support/apply-dialog';

const baseUrl = () => process.env.E2E_BASE_URL as string;
const PHONE = { viewport: { width: 375, height: 740 } };
const URDU_LETTERS = /[\u0600-\u06FF]/;

/** The page's language and direction, and whether it scrolls sideways on a phone. */
const layoutOf = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    sideways: document.documentElement.scrollWidth > window.innerWidth,
  }));

/** A visitor who chose Urdu before: the entry and cookie the language switch keeps. */
async function readsUrdu(context: BrowserContext) {
  await context.addCookies([{ name: 'lang', value: 'ur', url: baseUrl() }]);
  await context.addInitScript(() => localStorage.setItem('kaamyaab.language', 'ur'));
}

describe('reading Kaamyaab in Urdu', () => {
  it('turns the whole page to Urdu right to left, fetching the Urdu only then, and keeps the choice', async () => {
    const browser = await launchContext(PHONE);
    try {
      const page = await browser.context.newPage();
      const problems = watchProblems(page);
      const urduFiles: string[] = [];
      page.on('request', (request) => {
        if (/\.woff2$|\/urdu-[^/]*\.js$/.test(request.url())) urduFiles.push(request.url());
      });
      await page.goto(baseUrl());
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      // An English reader downloads no Urdu: no font, no words.
      expect(urduFiles).toEqual([]);

      await page.getByRole('button', { name: 'Read in Urdu (اردو)' }).click();
      await page.getByRole('button', { name: 'مینو کھولیں' }).waitFor();
      await expect(layoutOf(page)).resolves.toEqual({ lang: 'ur', dir: 'rtl', sideways: false });
      await page.getByRole('contentinfo').getByText('فوری لنکس').waitFor();
      await page.waitForFunction(() => document.fonts.check("16px 'Noto Naskh Arabic'", 'اردو'));
      expect(urduFiles.some((url) => url.endsWith('.woff2'))).toBe(true);
      expect(urduFiles.some((url) => url.includes('/urdu-public'))).toBe(true);
      // The home page itself is in Urdu now, right to left.
      await expect(heading.textContent()).resolves.toMatch(URDU_LETTERS);
      await expect(
        heading.evaluate((element) => getComputedStyle(element).direction),
      ).resolves.toBe('rtl');
      expect(await axeViolations(page)).toEqual([]);

      await page.reload();
      await page.getByRole('button', { name: 'مینو کھولیں' }).waitFor();
      await expect(heading.textContent()).resolves.toMatch(URDU_LETTERS);
      const cookies = await browser.context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('ur');

      await page.getByRole('button', { name: 'انگریزی میں دیکھیں (English)' }).click();
      await page.getByRole('button', { name: 'Open menu' }).waitFor();
      await expect(layoutOf(page)).resolves.toMatchObject({ lang: 'en', dir: 'ltr' });
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('lets a freelancer sign up, be told what is wrong, log in and apply, all in Urdu on a phone', async () => {
    const admin = await registerAdmin(baseUrl());
    const company = await registerCompany(baseUrl());
    await approve(baseUrl(), admin, company);
    const title = `Urdu content writer ${uniqueSuffix()}`;
    await postJobAs(baseUrl(), company, {
      title,
      description: 'Write product pages in Urdu for a Lahore shoe brand.',
      projectType: 'one-time',
      experienceLevel: 'intermediate',
      jobCategory: 'Writing',
      skills: ['Urdu', 'Copywriting'],
      budget: 45000,
      duration: '2 weeks',
    });
    const browser = await launchContext(PHONE);
    try {
      await readsUrdu(browser.context);
      const page = await browser.context.newPage();
      const problems = watchProblems(page);
      const email = `zainab.${uniqueSuffix()}@example.pk`;

      await page.goto(`${baseUrl()}/signup-freelancer`);
      await page.getByRole('heading', { name: 'فری لانسر کے طور پر سائن اَپ کریں' }).waitFor();
      await expect(layoutOf(page)).resolves.toEqual({ lang: 'ur', dir: 'rtl', sideways: false });
      await page.getByRole('button', { name: 'سائن اَپ', exact: true }).click();
      // The contract's own rules, worded in Urdu.
      await page.getByText('پورا نام لکھنا ضروری ہے').waitFor();
      await page.getByText('ای میل لکھنا ضروری ہے').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('پورا نام').fill('Zainab Malik');
      await page.getByLabel('ای میل', { exact: true }).fill(email);
      await page.getByLabel('پاس ورڈ', { exact: true }).fill(PASSWORD);
      const phone = page.getByLabel('فون نمبر');
      await phone.fill('0300');
      await phone.blur();
      await page.getByText('فون نمبر پاکستانی موبائل نمبر ہونا چاہیے', { exact: false }).waitFor();
      // Latin fields read left to right inside the Urdu page.
      await expect(phone.getAttribute('dir')).resolves.toBe('ltr');
      await phone.fill('03001234567');
      await page.getByLabel('شناختی کارڈ (CNIC) نمبر').fill('35202-7654321-9');
      await page.getByLabel('اسکلز').fill('Urdu, Copywriting');
      await page.getByLabel('بینک اکاؤنٹ نمبر').fill('PK36SCBL0000001123456702');
      await page.getByLabel('جی نہیں').check();
      await page.getByLabel('رجسٹریشن فیس کی ادائیگی کا ثبوت').setInputFiles(pdfFile());
      await page.getByLabel('تعارف').fill('Urdu writer from Multan.');
      await page.getByLabel('مجھے تسلیم ہے کہ دی گئی تمام معلومات درست ہیں').check();
      await page.getByRole('button', { name: 'سائن اَپ', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByText('آپ کا اکاؤنٹ بن گیا ہے۔', { exact: false }).waitFor();

      await approveByEmail(baseUrl(), admin, 'freelancer', email);
      await page.goto(`${baseUrl()}/login?as=freelancer`);
      await page.getByLabel('ای میل', { exact: true }).fill(email);
      await page.getByLabel('پاس ورڈ', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'لاگ اِن', exact: true }).click();
      // The server's refusal, in the language of the page.
      await page
        .getByRole('alert')
        .getByText('لاگ اِن کی معلومات درست نہیں۔', { exact: false })
        .waitFor();
      await page.getByLabel('پاس ورڈ', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'لاگ اِن', exact: true }).click();
      await page.waitForURL('**/freelancer-dashboard');
      await page.getByText(/^(صبح|سہ پہر|شام) بخیر، Zainab$/).waitFor();

      await page.goto(`${baseUrl()}/freelancer-dashboard/jobs`);
      await page.getByRole('heading', { name: 'دستیاب جابز' }).waitFor();
      const card = page.getByRole('article').filter({ hasText: title });
      await card.getByRole('button', { name: title }).click();
      await card.getByText('تحریر').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await card.getByRole('button', { name: 'ابھی اپلائی کریں' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'درخواست بھیجیں' }).click();
      await dialog.getByText('کور لیٹر لکھنا ضروری ہے').waitFor();
      await sendApplication(
        page,
        {
          coverLetter: 'میں نے تین برانڈز کے لیے اردو میں لکھا ہے۔',
          rate: '40000',
          time: 'دو ہفتے',
        },
        applyInUrdu,
      );
      await card.getByRole('button', { name: 'اپلائی کر چکے ہیں' }).waitFor();
      await expect(layoutOf(page)).resolves.toEqual({ lang: 'ur', dir: 'rtl', sideways: false });
      // The one refusal the journey asked for: the wrong password.
      expect(problems).toEqual([
        'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ]);
    } finally {
      await browser.close();
    }
  });

  it('shows an Urdu reader who applies a second time that the application exists', async () => {
    const { company, freelancer } = await approvedAccounts(baseUrl());
    const title = `Urdu proofreader ${uniqueSuffix()}`;
    const job = await postJobAs(baseUrl(), company, {
      title,
      description: 'Proofread a Karachi magazine in Urdu, one issue a month.',
      projectType: 'ongoing',
      experienceLevel: 'expert',
      jobCategory: 'Writing',
      skills: ['Urdu'],
      budget: 30000,
      duration: '1 month',
    });
    const browser = await launchContext(PHONE);
    try {
      const page = await browser.context.newPage();
      const problems = watchProblems(page);
      await signInThroughForm(page, baseUrl(), 'freelancer', freelancer.email, PASSWORD);
      await readsUrdu(browser.context);
      await page.goto(`${baseUrl()}/freelancer-dashboard/jobs`);
      const card = page.getByRole('article').filter({ hasText: title });
      await card.getByRole('button', { name: title }).click();
      await card.getByRole('button', { name: 'ابھی اپلائی کریں' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('کور لیٹر').fill('میں دس سال سے اردو کی پروف ریڈنگ کر رہی ہوں۔');
      await dialog.getByLabel('آپ کا ریٹ (روپے)').fill('28000');
      await dialog.getByLabel('کام مکمل کرنے کا اندازاً وقت').fill('ہر مہینے تین دن');
      // Meanwhile the same freelancer applied from another tab.
      await applyAs(baseUrl(), freelancer, {
        jobId: job._id,
        coverLetter: 'Sent from my other tab.',
        proposedRate: 28000,
        estimatedCompletionTime: '3 days a month',
      });
      await dialog.getByRole('button', { name: 'درخواست بھیجیں' }).click();
      // The server's sentence in Urdu, and the state the code decides.
      await dialog
        .getByRole('alert')
        .getByText('آپ اس جاب کے لیے پہلے ہی اپلائی کر چکے ہیں۔', { exact: false })
        .waitFor();
      await dialog.getByRole('button', { name: 'منسوخ کریں' }).click();
      await card.getByRole('button', { name: 'اپلائی کر چکے ہیں' }).waitFor();
      // The refused call, and the modal's own log of it; nothing else.
      expect(problems).toContain(
        'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
      );
      const refusal = /status of 409|^console: Failed to apply for the job/;
      expect(problems.filter((problem) => !refusal.test(problem))).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('reads every dashboard page of each role in Urdu on a phone, right to left, with nothing for axe', async () => {
    const { admin, company, freelancer } = await approvedAccounts(baseUrl());
    const dashboards = [
      ['freelancer', freelancer.email],
      ['company', company.email],
      ['admin', admin.email],
    ] as const;
    const found: string[] = [];
    for (const [role, email] of dashboards) {
      const browser = await launchContext(PHONE);
      try {
        const page = await browser.context.newPage();
        const problems = watchProblems(page);
        await signInThroughForm(page, baseUrl(), role, email, PASSWORD);
        await readsUrdu(browser.context);
        for (const path of dashboardPages[role]) {
          await page.goto(`${baseUrl()}/${role}-dashboard${path}`);
          const heading = page.locator('main h1').first();
          await heading.waitFor();
          await page.waitForFunction(() => !document.body.innerText.includes('لوڈ ہو رہا ہے'));
          const layout = await layoutOf(page);
          if (layout.dir !== 'rtl' || layout.sideways)
            found.push(`${role}${path}: ${JSON.stringify(layout)}`);
          // The page's own words; a heading may be a name (the company's home is its name).
          if (!URDU_LETTERS.test(await page.locator('main').innerText()))
            found.push(`${role}${path}: the page is not in Urdu`);
          for (const violation of await axeViolations(page))
            found.push(`${role}${path}: ${violation}`);
        }
        expect(problems).toEqual([]);
      } finally {
        await browser.close();
      }
    }
    expect(found).toEqual([]);
  });
});
