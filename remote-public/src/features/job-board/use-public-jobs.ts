import { useCallback } from 'react';
import { jobsApi, usePages } from '@kaamyaab/shared-api/client';
import type { JobSearchValues } from '@kaamyaab/shared-api/contract';

/** The public board's pages: the URL's search, or the newest open jobs (a search too). */
export function usePublicJobs(search: JobSearchValues) {
  // `search` changes only with the URL (it is memoized there): a new search, or Back.
  const readPage = useCallback(
    async (after?: string) => {
      const page = await jobsApi.searchJobs({ ...search, after });
      return { items: page.jobs, nextCursor: page.nextCursor };
    },
    [search],
  );
  return usePages(readPage, 'jobs');
}
