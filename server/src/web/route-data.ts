import { API_PREFIX, allJobs, emailVerificationStatus } from '@kaamyaab/shared-api/contract';

/**
 * The API reads a route's first render waits for, when they are GETs without parameters: the
 * page asks for them with its HTML (`<link rel="preload" as="fetch">`), and the client's own
 * request for the same URL takes the preloaded answer instead of starting only after the shell,
 * the remote and the API client have loaded. Only for a visitor with a session: for anyone else
 * the read would be refused, an error in the console for nothing.
 */
const routeReads: Record<string, string[]> = {
  '/freelancer-dashboard/jobs': [`${API_PREFIX}${allJobs.path}`],
};

/**
 * Every dashboard page shows once it is known whether the email-verification notice stands
 * above it (PageUnderNotice), so every dashboard page waits for this read.
 */
const dashboardReads = [`${API_PREFIX}${emailVerificationStatus.path}`];
const dashboardPrefixes = ['/freelancer-dashboard', '/company-dashboard', '/admin-dashboard'];

/** Whether a path is a route's own page or one below it. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function dataPreloads(pathname: string, hasSession: boolean): string {
  if (!hasSession) return '';
  const onDashboard = dashboardPrefixes.some((prefix) => isUnder(pathname, prefix));
  const reads = [...(onDashboard ? dashboardReads : []), ...(routeReads[pathname] ?? [])];
  return reads
    .map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`)
    .join('');
}
