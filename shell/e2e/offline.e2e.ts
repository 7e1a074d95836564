import type { BrowserContext, Page } from 'playwright-core';
import { launchContext, watchProblems } from '../../scripts/e2e/browser';
import { acceptedApplication, approvedAccounts, postJobAs } from './support/api-setup';
import { applyInEnglish, applyInUrdu, type ApplyWords } from './support/apply-dialog';
import { PASSWORD, uniqueSuffix } from './support/people';
import { signInThroughForm } from './support/session';

const baseUrl = () => process.env.E2E_BASE_URL as string;
// The other journeys run without the service worker (scripts/lib/chromium.cjs); these are its own.
const PHONE = { viewport: { width: 375, height: 740 }, serviceWorkers: 'allow' as const };
const WIDE = { serviceWorkers: 'allow' as const };

/**
 * Waits until the service worker controls the page and has kept what the page loaded before it
 * was there (the page and its files), so the next start needs no network.
 */
async function keptForOffline(page: Page) {
  await page.waitForFunction(
    async () => {
      if (!navigator.serviceWorker.controller) return false;
      const here = await caches.match(location.href);
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js'));
      const kept = await Promise.all(scripts.map((name) => caches.match(name)));
      return Boolean(here) && kept.every(Boolean);
    },
    undefined,
    { polling: 200 },
  );
}

/** Every request the page sends to `path` by `method`, counted as it leaves the browser. */
function countRequests(context: BrowserContext, method: string, path: RegExp) {
  const sent: string[] = [];
  context.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname))
      sent.push(request.url());
  });
  return sent;
}

/** An approved freelancer, and a job (named `title`) of an approved company to apply to. */
async function aFreelancerAndAJob(title: string) {
  const { company, freelancer } = await approvedAccounts(baseUrl());
  await postJobAs(baseUrl(), company, {
    title,
    description: 'Photograph our new lawn collection for the website.',
    projectType: 'one-time',
    experienceLevel: 'intermediate',
    jobCategory: 'Design',
    skills: ['Photography'],
    budget: 60_000,
    duration: '1 week',
  });
  return freelancer;
}

interface Words extends ApplyWords {
  applyNow: string;
  waiting: RegExp;
  offline: RegExp;
  applied: string;
  heading: string;
}

const english: Words = {
  ...applyInEnglish,
  applyNow: 'Apply Now',
  waiting: /^You are offline\. This is kept on this device/,
  offline: /^You are offline\. Pages you have opened still work/,
  applied: 'Already Applied',
  heading: 'Available Jobs',
};

const urdu: Words = {
  ...applyInUrdu,
  applyNow: 'ابھی اپلائی کریں',
  waiting: /^آپ آف لائن ہیں۔ یہ اسی آلے پر محفوظ ہے/,
  offline: /^آپ آف لائن ہیں۔ کھولے ہوئے صفحات/,
  applied: 'اپلائی کر چکے ہیں',
  heading: 'دستیاب جابز',
};

/**
 * The freelancer's jobs page is started again with no network, from what the worker kept; a
 * proposal typed and sent there waits, says so, and goes once when the network returns.
 */
async function proposeOffline(context: BrowserContext, page: Page, title: string, words: Words) {
  const applies = countRequests(context, 'POST', /\/application\/apply$/);
  await page.goto(`${baseUrl()}/freelancer-dashboard/jobs`);
  const card = page.getByRole('article').filter({ hasText: title });
  await card.waitFor();
  await keptForOffline(page);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: words.heading }).waitFor();
  await page.getByText(words.offline).waitFor();
  // The jobs themselves are read from the network: back online for them.
  await context.setOffline(false);
  await page.reload();
  await card.waitFor();
  await context.setOffline(true);
  await page.getByText(words.offline).waitFor();

  await card.getByRole('button', { name: title }).click();
  await card.getByRole('button', { name: words.applyNow }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(words.coverLetter).fill('I shot two lawn catalogues in Lahore.');
  await dialog.getByLabel(words.rate).fill('55000');
  await dialog.getByLabel(words.time).fill('6 days');
  await dialog.getByRole('button', { name: words.submit }).click();
  await dialog.getByText(words.waiting).waitFor();
  expect(applies).toEqual([]);

  await context.setOffline(false);
  await page
    .getByRole('dialog', { name: words.submitted })
    .getByRole('button', { name: words.ok })
    .click();
  await card.getByRole('button', { name: words.applied }).waitFor();
  expect(applies).toHaveLength(1);
}

describe('on the phone: installed, started offline, drafts sent when the network returns', () => {
  it('offers the install, starts a visited page offline and sends a proposal typed offline', async () => {
    const title = `Lawn catalogue shoot ${uniqueSuffix()}`;
    const freelancer = await aFreelancerAndAJob(title);
    const browser = await launchContext(PHONE);
    try {
      const page = await browser.context.newPage();
      const problems = watchProblems(page);
      await page.goto(baseUrl());
      const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestUrl).toBe('/manifest.webmanifest');
      await keptForOffline(page);
      // Chrome's own verdict: the manifest, its icons and a worker with a fetch handler.
      const devtools = await browser.context.newCDPSession(page);
      const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await devtools.send('Page.getAppManifest');
      expect(url).toBe(`${baseUrl()}/manifest.webmanifest`);
      expect(errors).toEqual([]);
      // Detached, or Chromium keeps this session's view of the network after going offline.
      await devtools.detach();

      // The home page starts with no network at all, and says it is offline.
      await browser.context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByText(english.offline).waitFor();
      // A page never visited starts too: the app's kept page, its own not-found within.
      await page.goto(`${baseUrl()}/no-such-page-${uniqueSuffix()}`);
      await page.getByText(english.offline).waitFor();
      await browser.context.setOffline(false);

      await signInThroughForm(page, baseUrl(), 'freelancer', freelancer.email, PASSWORD);
      await proposeOffline(browser.context, page, title, english);
      // The reads made while offline fail and are logged; no script broke.
      expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('keeps a half-written message through a reload, sends it once back online, and forgets the pages at sign-out', async () => {
    const { company, freelancer } = await approvedAccounts(baseUrl());
    const application = await acceptedApplication(
      baseUrl(),
      company,
      freelancer,
      `Bridal shoot ${uniqueSuffix()}`,
    );
    const browser = await launchContext(WIDE);
    try {
      const { context } = browser;
      const page = await context.newPage();
      const sends = countRequests(context, 'POST', /\/conversations\/[^/]+\/messages$/);
      await signInThroughForm(page, baseUrl(), 'freelancer', freelancer.email, PASSWORD);
      await page.goto(`${baseUrl()}/freelancer-dashboard/messages/${application._id}`);
      const composer = page.getByLabel('Your message');
      await composer.fill('Salaam! I can bring two lights and');
      await page.reload();
      await expect(composer.inputValue()).resolves.toBe('Salaam! I can bring two lights and');
      await composer.fill('Salaam! I can bring two lights and a reflector.');

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByText(english.waiting).waitFor();
      await context.setOffline(false);
      const thread = page.getByRole('list', { name: 'Messages' });
      await thread.getByText('Salaam! I can bring two lights and a reflector.').waitFor();
      await expect(composer.inputValue()).resolves.toBe('');
      // Reloaded, the sent message is no draft any more, and it went once.
      await page.reload();
      await thread.getByText('Salaam! I can bring two lights and a reflector.').waitFor();
      await expect(composer.inputValue()).resolves.toBe('');
      expect(sends).toHaveLength(1);

      await keptForOffline(page);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((address) => !address.pathname.startsWith('/freelancer-dashboard'));
      // The page the worker keeps next is the one signed out to; none of the dashboard's is left.
      const keptPages = page.evaluate(async () => {
        const names = await caches.keys();
        const kept = await Promise.all(
          names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
        );
        return kept
          .flat()
          .filter((url) => new URL(url).pathname.startsWith('/freelancer-dashboard'));
      });
      await expect(keptPages).resolves.toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('does the same in Urdu: the offline start and the proposal, right to left', async () => {
    const title = `Eid collection shoot ${uniqueSuffix()}`;
    const freelancer = await aFreelancerAndAJob(title);
    const browser = await launchContext(PHONE);
    try {
      const page = await browser.context.newPage();
      await signInThroughForm(page, baseUrl(), 'freelancer', freelancer.email, PASSWORD);
      await browser.context.addCookies([{ name: 'lang', value: 'ur', url: baseUrl() }]);
      await page.evaluate(() => localStorage.setItem('kaamyaab.language', 'ur'));
      await proposeOffline(browser.context, page, title, urdu);
      await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    } finally {
      await browser.close();
    }
  });
});
