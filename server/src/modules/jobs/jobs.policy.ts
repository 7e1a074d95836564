import type { PrincipalType } from '../../db/schema';

/**
 * Who may do what with jobs. The routes already refuse the wrong role before the service runs;
 * the service asks again here so a rule lives in one readable place and holds for every caller.
 */
export interface Actor {
  type: PrincipalType;
  id: string;
  isActive: boolean;
}

/** Only an approved company posts, and only as itself. */
export const canPostJob = (actor: Actor): boolean => actor.type === 'company' && actor.isActive;

/** A company's list of posted jobs is for that company and for admins. */
export const canReadCompanyJobs = (actor: Actor, companyId: string): boolean =>
  actor.type === 'admin' || (actor.type === 'company' && actor.id === companyId);

/** A legacy body id (postedBy, applicantId, freelancerId) must be absent or the actor's own. */
export const isOwnIdOrAbsent = (actor: Actor, claimed: string | undefined): boolean =>
  claimed === undefined || claimed === '' || claimed === actor.id;
