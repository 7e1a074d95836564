import type { BrowserContext, Page } from 'playwright-core';

/** Forgets whoever was signed in, so the next persona starts as a new visitor. */
export async function forgetVisitor(context: BrowserContext, page: Page) {
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
}
