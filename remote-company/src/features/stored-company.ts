import { readEntry } from '@kaamyaab/shared-api';

interface StoredCompany {
  data?: { company?: { _id?: string } };
}

/** The signed-in company's id from the spec's stored 'company' entry (data.company). */
export function storedCompanyId(): string | undefined {
  return readEntry<StoredCompany>('company')?.data?.company?._id;
}
