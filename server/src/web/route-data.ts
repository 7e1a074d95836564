import {
  API_PREFIX,
  allJobs,
  emailVerificationStatus,
  latestJobsUrl,
  me,
} from '@kaamyaab/shared-api/contract';
import { areas, isUnder, pages } from '@kaamyaab/shared-api/pages';

/**
 * The API reads a route's first render waits for, when they are GETs without parameters: the
 * page asks for them with its HTML (`<link rel="preload" as="fetch">`), and the client's own
 * request for the same URL takes the preloaded answer instead of starting only after the shell,
 * the remote and the API client have loaded. Only for a visitor with a session: for anyone else
 * the read would be refused, an error in the console for nothing.
 */
const routeReads: Record<string, string[]> = {
  [pages.freelancerJobs.path]: [`${API_PREFIX}${allJobs.path}`],
};

/**
 * Every dashboard page shows once it is known whether the email-verification notice stands
 * above it (PageUnderNotice), so every dashboard page waits for this read. A freelancer's and a
 * company's layout also refresh the signed-in account from /me as they mount (useFreshAccount).
 */
const verification = `${API_PREFIX}${emailVerificationStatus.path}`;
const account = `${API_PREFIX}${me.path}`;
const dashboardReads: [string, string[]][] = [
  [areas.freelancer.path, [verification, account]],
  [areas.company.path, [verification, account]],
  [areas.admin.path, [verification]],
];

/**
 * A public page's reads, preloaded for every visitor: the home page's latest open jobs, which
 * anyone may read. The page fetches it with `fetch`'s defaults (same-origin credentials), which is
 * what a preload marked `crossorigin="anonymous"` asks for, so the page takes the preloaded answer.
 */
const publicReads: Record<string, string[]> = {
  [pages.home.path]: [latestJobsUrl],
};

const preloadFetch = (credentials: 'anonymous' | 'use-credentials') => (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="${credentials}" href="${href}">`;

export function dataPreloads(pathname: string, hasSession: boolean): string {
  const layoutReads = dashboardReads.find(([prefix]) => isUnder(pathname, prefix))?.[1] ?? [];
  const signedInReads = hasSession ? [...layoutReads, ...(routeReads[pathname] ?? [])] : [];
  return [
    ...(publicReads[pathname] ?? []).map(preloadFetch('anonymous')),
    ...signedInReads.map(preloadFetch('use-credentials')),
  ].join('');
}
