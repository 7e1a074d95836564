import type { AdminDto, CompanyDto, FreelancerDto } from '../contract/accounts-dto';
import { readEntry } from './stored-entries';

/**
 * Typed views of the stored entries (spec section 3): where each role's record sits. Only the auth
 * store reads them (at start); everything else reads the store.
 */
export function readFreelancer(): FreelancerDto | null {
  return readEntry<{ data?: { freelancer?: FreelancerDto } }>('user')?.data?.freelancer ?? null;
}

export function readCompany(): CompanyDto | null {
  return readEntry<{ data?: { company?: CompanyDto } }>('company')?.data?.company ?? null;
}

export function readAdmin(): AdminDto | null {
  return readEntry<AdminDto>('admin');
}

export function firstWord(text: string): string {
  return text.trim().split(/\s+/)[0] ?? '';
}
