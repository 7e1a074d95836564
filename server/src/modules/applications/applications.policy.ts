import type { Actor } from '../../lib/service-context';

/**
 * Who may do what with applications. A freelancer applies and reads only as itself; only the
 * company that posted a job reads its applications and decides them (admins may read them too).
 */
export const canApply = (actor: Actor): boolean => actor.type === 'freelancer' && actor.isActive;

export const canReadJobApplications = (actor: Actor, jobCompanyId: string): boolean =>
  actor.type === 'admin' ||
  (actor.type === 'company' && actor.isActive && actor.id === jobCompanyId);

export const canDecideApplication = (actor: Actor, jobCompanyId: string): boolean =>
  actor.type === 'company' && actor.isActive && actor.id === jobCompanyId;

/** Only the freelancer who applied withdraws, and only as an approved account. */
export const canWithdrawApplication = (actor: Actor, applicantId: string): boolean =>
  actor.type === 'freelancer' && actor.isActive && actor.id === applicantId;
