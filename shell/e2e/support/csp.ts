import type { BrowserContext, Page } from 'playwright-core';

export interface CspViolation {
  /** The page's path when the browser reported it. */
  path: string;
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every Content-Security-Policy violation in a context, across navigations: the
 * `securitypolicyviolation` event (which Chromium fires even for a refused `new Function` that
 * the page catches, where the console stays silent) and any CSP message on the console.
 */
export async function recordCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  const pathOf = (page: Page) => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };
  await context.exposeBinding(
    '__kaamyaabCspViolation',
    ({ page }, event: Omit<CspViolation, 'path'>) =>
      violations.push({ path: pathOf(page), ...event }),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (value: object) => void>)
        .__kaamyaabCspViolation;
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text()))
        violations.push({
          path: pathOf(page),
          directive: 'console',
          blocked: message.text(),
          source: message.location().url,
        });
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return violations;
}
