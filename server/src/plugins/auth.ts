import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { admins, companies, freelancers, type PrincipalType } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-errors';
import { findLiveCredential } from '../modules/accounts/sessions.repository';

export const SESSION_COOKIE = 'kaamyaab_session';

export interface Principal {
  type: PrincipalType;
  id: string;
  isActive: boolean;
  loginId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** Read fresh on every request, so an admin's deactivation takes effect at once. */
async function accountState(
  db: Database,
  type: PrincipalType,
  id: string,
): Promise<{ isActive: boolean } | undefined> {
  if (type === 'admin') {
    const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, id));
    return row ? { isActive: true } : undefined;
  }
  const table = type === 'freelancer' ? freelancers : companies;
  const [row] = await db.select({ isActive: table.isActive }).from(table).where(eq(table.id, id));
  return row;
}

async function resolvePrincipal(request: FastifyRequest): Promise<Principal | null> {
  const db = request.server.db;
  const bearer = bearerToken(request);
  const cookie = request.cookies[SESSION_COOKIE];
  const credential = bearer
    ? await findLiveCredential(db, bearer, ['access'])
    : cookie
      ? await findLiveCredential(db, cookie, ['session'])
      : undefined;
  if (!credential) return null;
  const state = await accountState(db, credential.principalType, credential.principalId);
  if (!state) return null;
  return {
    type: credential.principalType,
    id: credential.principalId,
    isActive: state.isActive,
    loginId: credential.loginId,
  };
}

/**
 * A state-changing request that rides on the session cookie must come from our own pages: a
 * foreign Origin is refused (CSRF), while SameSite=Lax already keeps the cookie off most of them.
 */
function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false;
  const origin = request.headers.origin;
  if (!origin || !request.cookies[SESSION_COOKIE]) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** Resolves `request.principal` for every API request of the scope it is registered in. */
export async function authentication(api: FastifyInstance) {
  api.decorateRequest('principal', null);
  api.addHook('onRequest', async (request) => {
    if (isCrossSiteWrite(request)) throw forbidden('Requests from other sites are not accepted.');
    request.principal = await resolvePrincipal(request);
  });
}

interface RequireOptions {
  /** Refuse freelancers and companies an admin has not approved (or has deactivated). */
  active?: boolean;
}

/** A route guard: 401 without a session, 403 for another role or an unapproved account. */
export function requirePrincipal(types: PrincipalType[], options: RequireOptions = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const principal = request.principal;
    if (!principal) throw unauthorized();
    if (!types.includes(principal.type)) throw forbidden();
    if (options.active && !principal.isActive) {
      throw forbidden('Your account is under review and will be approved soon in next 24 hours.');
    }
  };
}
