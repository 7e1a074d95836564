import { useCallback } from 'react';
import { jobsApi, usePages, type Pages } from '@kaamyaab/shared-api/client';
import type { FoundJobDto, JobDto, JobSearchValues } from '@kaamyaab/shared-api/contract';
import { useAppliedJobs, type AppliedJobs } from './use-applied-jobs';

export type JobsBoard = Pages<JobDto | FoundJobDto> & AppliedJobs;

/**
 * The Available Jobs page's data: pages of jobs (each with its company's name, so one call),
 * found by the URL's search if there is one, else the newest open jobs (the call the server
 * preloads with this route's HTML and keeps warm); read apart from the freelancer's
 * applications, so the jobs show as soon as they arrive.
 */
export function useJobsBoard(
  freelancerId: string | undefined,
  search: JobSearchValues | null = null,
): JobsBoard {
  // `search` changes only with the URL (it is memoized there): a new search, or Back.
  const readPage = useCallback(
    async (after?: string) => {
      const page = await (search
        ? jobsApi.searchJobs({ ...search, after })
        : jobsApi.fetchAllJobs({ after }));
      return { items: page.jobs as (JobDto | FoundJobDto)[], nextCursor: page.nextCursor };
    },
    [search],
  );
  return { ...usePages(readPage, 'jobs'), ...useAppliedJobs(freelancerId) };
}
