import path from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { watchProblems } from '../../scripts/e2e/browser';
import { startServer } from '../../scripts/lib/server-process.cjs';
import { aPagePerTest } from './support/browser-page';

const baseUrl = () => process.env.E2E_BASE_URL as string;

const pages = [
  ['/', 'Empower Your Business with Top Talent'],
  ['/blogs', 'Latest Tech Insights'],
  ['/free-courses', 'Free Technology Courses'],
  ['/contact-us', 'Contact Us'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/login', 'Welcome back to Kaamyaab'],
  ['/signup', 'Join Kaamyaab'],
] as const;

describe('the public site', () => {
  let page: Page;
  aPagePerTest((opened) => (page = opened));

  it.each(pages)(
    'renders %s with its one h1, its own title and no accessibility violations',
    async (route, heading) => {
      const problems = watchProblems(page);
      await page.goto(`${baseUrl()}${route}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.title()).toMatch(/Kaamyaab/);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it('works at 360 px without sideways scrolling', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [route, heading] of pages) {
      await page.goto(`${baseUrl()}${route}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect({ route, overflow }).toEqual({ route, overflow: 0 });
    }
  });

  it('advances the carousels on their own', async () => {
    await page.goto(baseUrl());
    const history = page.getByRole('region', { name: 'Our History' });
    await history.scrollIntoViewIfNeeded();
    const activeDot = () =>
      history
        .locator('.slick-dots li')
        .evaluateAll((dots) => dots.findIndex((dot) => dot.classList.contains('slick-active')));
    const first = await activeDot();
    await page.waitForFunction(
      ([start]) => {
        const dots = [...document.querySelectorAll('[aria-label="Our History"] .slick-dots li')];
        return dots.findIndex((dot) => dot.classList.contains('slick-active')) !== start;
      },
      [first],
      { timeout: 8000 },
    );
  });

  it('sends Get Started and Join Now to /signup', async () => {
    await page.goto(baseUrl());
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await page.goto(baseUrl());
    await page.getByRole('link', { name: 'Join Now' }).first().click();
    await page.waitForURL((url) => url.pathname === '/signup');
  });

  it('thanks the sender and keeps the message in the database', async () => {
    const server = await startServer();
    try {
      await page.goto(`${server.url}/contact-us`);
      await page.getByLabel('Email').fill('sara@example.pk');
      await page.getByLabel('Phone').fill('03001234567');
      await page.getByLabel('Subject').fill('Hiring five designers');
      await page.getByLabel('Message').fill('Do you have designers in Karachi?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const thanks = page.getByRole('dialog', { name: 'Thank You!' });
      await thanks.waitFor();
      await thanks.getByRole('button', { name: 'OK' }).click();
      await thanks.waitFor({ state: 'detached' });
    } finally {
      await server.stop({ keepData: true });
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(server.dataDir, 'pglite'));
    const rows = await db.query<{ subject: string }>('select subject from contact_messages');
    await db.close();
    server.removeData();
    expect(rows.rows).toEqual([{ subject: 'Hiring five designers' }]);
  });
});
