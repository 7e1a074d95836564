import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-errors';
import type { Principal } from '../../plugins/auth';
import type { Actor } from './jobs.policy';
import type { ServiceContext } from './jobs.service';

/**
 * The signed-in principal of a request, as the services see it. The route's guard has already
 * answered 401 without a session; this narrows the type and keeps that guarantee if one is missed.
 */
export function actorOf(request: FastifyRequest): Actor {
  const principal: Principal | null = request.principal;
  if (!principal) throw unauthorized();
  return { type: principal.type, id: principal.id, isActive: principal.isActive };
}

export function serviceContext(request: FastifyRequest): ServiceContext {
  return { db: request.server.db, log: request.log };
}
