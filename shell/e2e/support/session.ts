import type { BrowserContext, Page } from 'playwright-core';

/**
 * Forgets whoever was signed in, so the next persona starts as a new visitor. The page first
 * leaves the app for an empty same-origin page answered here, not by the server: a dashboard
 * still open would go on asking the server (its bell, its live updates) and log a 401 once the
 * session cookie is gone, and a real page of the server would log its missing favicon.
 */
export async function forgetVisitor(context: BrowserContext, page: Page) {
  const blank = `${new URL(page.url()).origin}/__forget-visitor`;
  await page.route(blank, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><link rel="icon" href="data:,">',
    }),
  );
  await page.goto(blank);
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.unroute(blank);
}

/** Signs in through the role's own login form, as a person would, and waits for the dashboard. */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  role: 'freelancer' | 'company' | 'admin',
  email: string,
  password: string,
) {
  await page.goto(`${baseUrl}${role === 'admin' ? '/login-admin' : `/login?as=${role}`}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**/${role}-dashboard`);
}
