import { API_PREFIX, allJobs } from '@kaamyaab/shared-api/contract';

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

export function dataPreloads(pathname: string, hasSession: boolean): string {
  if (!hasSession) return '';
  return (routeReads[pathname] ?? [])
    .map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`)
    .join('');
}
