import type { BrowserContext, Page } from 'playwright-core';

/**
 * Forgets whoever was signed in, so the next persona starts as a new visitor. The page first
 * leaves the app for a same-origin answer that runs no code: a dashboard still open would go on
 * asking the server (its bell, its live updates) and log a 401 once the session cookie is gone.
 */
export async function forgetVisitor(context: BrowserContext, page: Page) {
  await page.goto(`${new URL(page.url()).origin}/api/v1/health`);
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
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
