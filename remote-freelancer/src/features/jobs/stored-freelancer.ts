import { readEntry } from '@kaamyaab/shared-api';

interface StoredUser {
  data?: { freelancer?: { _id?: string } };
}

/** The signed-in freelancer's id from the spec's stored 'user' entry (the whole login answer). */
export function storedFreelancerId(): string | undefined {
  return readEntry<StoredUser>('user')?.data?.freelancer?._id;
}
