import type { Actor } from '../../lib/service-context';
import { partyOf, type ContractRow } from '../contracts';

/**
 * Who may do what with pay-ins: the contract's company pays its milestones (the route's guard
 * has already required an approved company); its parties and admins read them; only admins
 * decide them (the route's guard).
 */
export const isPayingCompany = (actor: Actor, contract: ContractRow): boolean =>
  partyOf(contract, actor) === 'company';

export const canReadPayIns = (actor: Actor, contract: ContractRow): boolean =>
  actor.type === 'admin' || partyOf(contract, actor) !== null;
