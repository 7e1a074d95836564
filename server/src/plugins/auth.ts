import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal';
import { isCrossSiteWrite } from '../auth/cross-site-write';
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
