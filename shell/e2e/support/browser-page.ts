import type { BrowserContext, Page } from 'playwright-core';
import { launchContext, watchProblems } from '../../../scripts/e2e/browser';

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** What the page reported as broken so far (see `watchProblems`). */
  problems: string[];
}

/**
 * Runs a journey in a browser of its own, on one page whose errors are collected, and closes the
 * browser however the journey ends. Which problems a journey tolerates is its own to assert.
 */
export async function inNewBrowser(journey: (open: OpenPage) => Promise<void>) {
  const browser = await launchContext();
  const page = await browser.context.newPage();
  const problems = watchProblems(page);
  try {
    await journey({ page, context: browser.context, problems });
  } finally {
    await browser.close();
  }
}

/**
 * For a describe block whose tests each start from a fresh page: one browser for the block, a new
 * page before each test, handed to `use`, and closed after it.
 */
export function aPagePerTest(use: (page: Page) => void) {
  let browser: Awaited<ReturnType<typeof launchContext>>;
  let page: Page;

  beforeAll(async () => {
    browser = await launchContext();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    page = await browser.context.newPage();
    use(page);
  });
  afterEach(() => page.close());
}
