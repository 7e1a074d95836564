import type { AdminDto, CompanySessionDto, FreelancerSessionDto } from '../contract/accounts-dto';
import { readEntry } from './stored-entries';

/**
 * Typed views of the spec's stored entries: where each role's record sits. Only the auth store
 * reads them (at start); everything else reads the store.
 */
export function readFreelancer(): FreelancerSessionDto | null {
  return (
    readEntry<{ data?: { freelancer?: FreelancerSessionDto } }>('user')?.data?.freelancer ?? null
  );
}

export function readCompany(): CompanySessionDto | null {
  return readEntry<{ data?: { company?: CompanySessionDto } }>('company')?.data?.company ?? null;
}

export function readAdmin(): AdminDto | null {
  return readEntry<AdminDto>('admin');
}

export function firstWord(text: string): string {
  return text.trim().split(/\s+/)[0] ?? '';
}
