import type { FastifyRequest } from 'fastify';
import { readSessionCookie } from './session-cookie';

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Sec-Fetch-Site values of a request our own pages made, or the person made themselves (an address
 * typed or bookmarked). `same-site` is refused: a sibling subdomain, or our host over plain http,
 * is another party.
 */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function isForeignOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host !== host;
  } catch {
    // `null` (a sandboxed frame, a redirect across sites) or garbage: not our page.
    return true;
  }
}

/**
 * A state-changing request that rides on the session cookie must come from our own pages (CSRF).
 * A browser names where a request comes from in Origin, and in Sec-Fetch-Site, which no page can
 * set; either one naming another site refuses the write, as a browser sends no Origin on some
 * requests. A request with neither header is not a browser's (the public contract's clients, scripts) and
 * passes; SameSite=Lax keeps the cookie off other sites' posts in browsers older than both.
 */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.includes(request.method) || !readSessionCookie(request)) return false;
  const { origin, host } = request.headers;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin !== undefined && isForeignOrigin(origin, host)) return true;
  return fetchSite !== undefined && !OWN_FETCH_SITES.has(String(fetchSite));
}
