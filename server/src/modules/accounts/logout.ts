import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { clearSessionCookie } from './session-cookie';
import { revokeLogin } from './sessions.repository';

/**
 * Ends the caller's own login (cookie and, for admins, its tokens). Any `id` in the body is
 * ignored: nobody can end someone else's session. Idempotent, so an expired session can still
 * "log out" and the browser clears its entries.
 */
export async function logout(request: FastifyRequest, reply: FastifyReply) {
  if (request.principal) await revokeLogin(request.server.db, request.principal.loginId);
  clearSessionCookie(reply);
  return ok(null, 'Logged out successfully');
}
