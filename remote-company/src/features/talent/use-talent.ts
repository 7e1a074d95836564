import { useCallback } from 'react';
import { talentApi, usePages } from '@kaamyaab/shared-api/client';
import type { TalentSearchKey } from '@kaamyaab/shared-api/contract';

/** The directory's pages for the URL's search, newest freelancers first. */
export function useTalent(search: Partial<Record<TalentSearchKey, string>>) {
  // `search` changes only with the URL (it is memoized there): a new search, or Back.
  const readPage = useCallback(
    async (after?: string) => {
      const page = await talentApi.findTalent({ ...search, after });
      return { items: page.freelancers, nextCursor: page.nextCursor };
    },
    [search],
  );
  return usePages(readPage, 'freelancers');
}
