import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { PrincipalType } from '../db/schema';

/** The signed-in caller as services see it: who, which account, and whether it is approved. */
export interface Actor {
  type: PrincipalType;
  id: string;
  isActive: boolean;
}

/** What a service needs besides its arguments; tests build one around a test database. */
export interface ServiceContext {
  db: Database;
  log: FastifyBaseLogger;
}

/** A legacy body id (postedBy, applicantId, freelancerId) must be absent or the actor's own. */
export const isOwnIdOrAbsent = (actor: Actor, claimed: string | undefined | null): boolean =>
  claimed === undefined || claimed === null || claimed === '' || claimed === actor.id;
