import { launchContext, watchProblems } from '../../scripts/e2e/browser';
import { axeViolations } from './support/axe';

const baseUrl = () => process.env.E2E_BASE_URL as string;

/** Issue 16's first slice: the switch, the page's language and direction, the kept choice. */
describe('reading Kaamyaab in Urdu', () => {
  it('turns the chrome to Urdu right to left, keeps the choice, and leaves English pages left to right', async () => {
    const browser = await launchContext({ viewport: { width: 375, height: 740 } });
    try {
      const page = await browser.context.newPage();
      const problems = watchProblems(page);
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.woff2')) fonts.push(request.url());
      });
      await page.goto(baseUrl());
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(fonts).toEqual([]);

      await page.getByRole('button', { name: 'Read in Urdu (اردو)' }).click();
      await page.getByRole('button', { name: 'مینو کھولیں' }).waitFor();
      await expect(
        page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).resolves.toEqual(['ur', 'rtl']);
      await page.getByRole('contentinfo').getByText('فوری لنکس').waitFor();
      await page.waitForFunction(() => document.fonts.check("16px 'Noto Naskh Arabic'", 'اردو'));
      expect(fonts.length).toBeGreaterThan(0);
      // The home page has no Urdu yet: it stays English, left to right, and says so.
      const heading = page.getByRole('heading', { level: 1 });
      await expect(
        heading.evaluate((element) => [
          element.closest('[lang]')?.getAttribute('lang'),
          getComputedStyle(element).direction,
        ]),
      ).resolves.toEqual(['en', 'ltr']);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
      expect(await axeViolations(page)).toEqual([]);

      await page.reload();
      await page.getByRole('button', { name: 'مینو کھولیں' }).waitFor();
      const cookies = await browser.context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('ur');

      await page.getByRole('button', { name: 'انگریزی میں دیکھیں (English)' }).click();
      await page.getByRole('button', { name: 'Open menu' }).waitFor();
      await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('ltr');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
