import type { ReviewSide } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../lib/service-context';
import type { ReviewedContract } from './reviews.repository';

/**
 * Who may review: only the two parties of a contract, each the other. Someone else is told
 * `notContractParty`, as the contract room tells it (contract ids are random UUIDs).
 */
export function reviewerSide(contract: ReviewedContract, actor: Actor): ReviewSide {
  if (actor.type === 'company' && actor.id === contract.companyId) return 'company';
  if (actor.type === 'freelancer' && actor.id === contract.freelancerId) return 'freelancer';
  throw new ApiError('notContractParty');
}

export const otherSide = (side: ReviewSide): ReviewSide =>
  side === 'company' ? 'freelancer' : 'company';

export const partyId = (contract: ReviewedContract, side: ReviewSide): string =>
  side === 'company' ? contract.companyId : contract.freelancerId;

export const partyName = (contract: ReviewedContract, side: ReviewSide): string =>
  side === 'company' ? contract.companyName : contract.freelancerName;
