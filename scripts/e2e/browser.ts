import type { Page } from 'playwright-core';

export { launchContext, waitForQuiet } from '../lib/chromium.cjs';

/** Collects what a page reports as broken, so a test can assert there was nothing. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}
