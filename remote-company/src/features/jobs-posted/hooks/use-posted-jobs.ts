import { useCallback } from 'react';
import { jobsApi, usePages } from '@kaamyaab/shared-api/client';
import type { PostedJobDto } from '@kaamyaab/shared-api/contract';

/**
 * The signed-in company's posted jobs with their state and counts, newest first, a page at a time
 * (the server's nextCursor); a job changed on the page replaces its old self.
 */
export function usePostedJobs(companyId: string | undefined) {
  const readPage = useCallback(
    async (after?: string) => {
      if (!companyId) throw new Error('no company is signed in');
      const page = await (after === undefined
        ? jobsApi.fetchJobsPosted(companyId)
        : jobsApi.fetchJobsPosted(companyId, { after }));
      return { items: page.jobs, nextCursor: page.nextCursor };
    },
    [companyId],
  );
  const { items: jobs, update, ...pages } = usePages(readPage, 'jobs');

  const replaceJob = useCallback(
    (changed: PostedJobDto) =>
      update((shown) => shown.map((job) => (job._id === changed._id ? changed : job))),
    [update],
  );

  return { ...pages, jobs, replaceJob };
}
