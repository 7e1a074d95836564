import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal';
import { principalResolver } from '../auth/principal-cache';
import { readSessionCookie } from '../auth/session-cookie';
import { ApiError } from '../lib/api-error';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * A state-changing request that rides on the session cookie must come from our own pages: a
 * foreign Origin is refused (CSRF), while SameSite=Lax already keeps the cookie off most of them.
 */
function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false;
  const origin = request.headers.origin;
  if (!origin || !readSessionCookie(request)) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** Resolves `request.principal` for every API request of the scope it is registered in. */
export async function authentication(api: FastifyInstance) {
  api.decorateRequest('principal', null);
  const principals = principalResolver(api.db, api.bus, api.config.MEMORY_CACHE_SECONDS);
  api.addHook('onRequest', async (request) => {
    if (isCrossSiteWrite(request)) throw new ApiError('crossSite');
    request.principal = await principals.resolve({
      bearer: bearerToken(request),
      cookie: readSessionCookie(request),
    });
  });
}
