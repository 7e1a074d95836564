import type { DealParty } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../lib/service-context';
import { partyOf, type ContractRow } from './milestone-moves.repository';

/**
 * Who may do what on a contract: only its two parties act on it, each only in its own part (the
 * company pays and approves, the freelancer delivers); admins read every contract and act on none.
 * Someone else is told `notContractParty` (403): contract ids are random UUIDs, so the refusal
 * reveals nothing a guess could find.
 */
export function requireParty(contract: ContractRow, actor: Actor): DealParty {
  const party = partyOf(contract, actor);
  if (!party) throw new ApiError('notContractParty');
  return party;
}

export function requireCompany(contract: ContractRow, actor: Actor): void {
  if (requireParty(contract, actor) !== 'company') throw new ApiError('onlyCompany');
}

export function requireFreelancer(contract: ContractRow, actor: Actor): void {
  if (requireParty(contract, actor) !== 'freelancer') throw new ApiError('onlyFreelancer');
}

/** The room is read by its parties and by admins. */
export function requireReader(contract: ContractRow, actor: Actor): void {
  if (actor.type !== 'admin') requireParty(contract, actor);
}

export function requireActive(contract: ContractRow): void {
  if (contract.status !== 'active') throw new ApiError('contractNotActive');
}

export const otherParty = (party: DealParty): DealParty =>
  party === 'company' ? 'freelancer' : 'company';
