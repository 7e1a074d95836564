import type { Actor } from '../../lib/service-context';

/**
 * Who may do what with jobs. The endpoint's guard already refuses the wrong role; the service
 * asks again here so a rule lives in one readable place and holds for every caller.
 */

/** Only an approved company posts, and only as itself. */
export const canPostJob = (actor: Actor): boolean => actor.type === 'company' && actor.isActive;

/** A company's list of posted jobs is for that company and for admins. */
export const canReadCompanyJobs = (actor: Actor, companyId: string): boolean =>
  actor.type === 'admin' || (actor.type === 'company' && actor.id === companyId);

/** Only the company that posted a job changes it (the service checks the job's owner). */
export const canChangeJob = (actor: Actor, jobCompanyId: string): boolean =>
  actor.type === 'company' && actor.isActive && actor.id === jobCompanyId;
