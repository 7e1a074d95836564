import type { Page } from 'playwright-core';
import { launchContext, watchProblems } from '../../scripts/e2e/browser';

const baseUrl = () => process.env.E2E_BASE_URL as string;

describe('the shell', () => {
  let browser: Awaited<ReturnType<typeof launchContext>>;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchContext();
  });

  afterAll(() => browser.close());

  beforeEach(async () => {
    page = await browser.context.newPage();
    problems = watchProblems(page);
  });

  afterEach(() => page.close());

  it('renders the home page through the shell with remote-public loaded', async () => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/public/')) remoteRequests.push(request.url());
    });
    await page.goto(baseUrl());
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Empower Your Business with Top Talent',
    );
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Find Work' })
        .getAttribute('href'),
    ).resolves.toBe('/signup-freelancer');
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain(
      String(new Date().getFullYear()),
    );
    expect(remoteRequests.some((url) => url.endsWith('/remotes/public/remoteEntry.js'))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('loads one React renderer, shared by the shell and the remote', async () => {
    // A stand-in for React DevTools' hook: every react-dom copy on the page registers itself here.
    await page.addInitScript(() => {
      const renderers = new Map();
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          renderers,
          supportsFiber: true,
          inject: (renderer: unknown) => {
            renderers.set(renderers.size + 1, renderer);
            return renderers.size;
          },
          onScheduleFiberRoot: () => undefined,
          onCommitFiberRoot: () => undefined,
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          checkDCE: () => undefined,
        },
      });
    });
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Login as Freelancer' }).waitFor();
    const count = await page.evaluate(
      () =>
        (
          window as unknown as {
            __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
          }
        ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
    expect(count).toBe(1);
    expect(problems).toEqual([]);
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    await page.goto(`${baseUrl()}/no-such-page`);
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('heading', { name: 'Empower Your Business with Top Talent' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it.each([
    ['/freelancer-dashboard', '/login'],
    ['/freelancer-dashboard/jobs', '/login'],
    ['/company-dashboard/jobs-posted', '/login'],
    ['/admin-dashboard/manage-users', '/login-admin'],
    ['/admin-signup', '/signup-admin'],
  ])('sends a visitor of %s to %s', async (from, to) => {
    await page.goto(`${baseUrl()}${from}`);
    await page.waitForURL((url) => url.pathname === to);
    expect(new URL(page.url()).pathname).toBe(to);
  });

  it('shows the error screen when a page throws, and Try Again recovers', async () => {
    const heading = 'Empower Your Business with Top Talent';
    // Fault injection on the real build: the home page's code throws while rendering, where it
    // asks for its heading's words (the words themselves live in a string table).
    await page.route('**/remotes/public/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({
        status: response.status(),
        contentType: 'text/javascript',
        body: body.replace('"home.hero.title"', '(()=>{throw new Error("e2e: a page failed")})()'),
      });
    });
    await page.goto(baseUrl());
    await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor();
    await expect(
      page.getByText("Don't worry, it's not your fault.", { exact: false }).count(),
    ).resolves.toBe(1);
    await page.unroute('**/remotes/public/*.js');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: heading }).waitFor();
  });

  it('opens and closes the mobile menu below 640 px', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(baseUrl());
    const menuLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' });
    await expect(menuLink.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menuLink.isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menuLink.isVisible()).resolves.toBe(false);
  });
});
