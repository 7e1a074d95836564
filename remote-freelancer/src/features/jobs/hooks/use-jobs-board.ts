import { useCallback, useEffect, useState } from 'react';
import { applicationsApi, jobsApi } from '@kaamyaab/shared-api/client';
import type { FoundJobDto, JobDto, JobsPage } from '@kaamyaab/shared-api/contract';
import type { JobSearchValues } from './use-job-search-params';

export type BoardStatus = 'loading' | 'ready' | 'failed';

export interface JobsBoard {
  status: BoardStatus;
  /** Found jobs also say how many have applied. */
  jobs: (JobDto | FoundJobDto)[];
  /** The server has older jobs than those shown. */
  hasMore: boolean;
  /** Null until the freelancer's applications are known. */
  appliedJobIds: ReadonlySet<string> | null;
  loadingMore: boolean;
  markApplied: (jobId: string) => void;
  loadMore: () => void;
}

/**
 * A page of the board: without a search, the newest open jobs (the call the server preloads
 * with this route's HTML and keeps warm); with one, the search's page.
 */
function readPage(search: JobSearchValues | null, after?: string): Promise<JobsPage> {
  return search ? jobsApi.searchJobs({ ...search, after }) : jobsApi.fetchAllJobs({ after });
}

/**
 * The Available Jobs page's data: a page of jobs (each with its company's name, so one call),
 * found by the URL's search if there is one, and the jobs this freelancer already applied to,
 * read from the server so 'Already Applied' survives a reload. A failure to read applications
 * only leaves buttons enabled; the server still refuses a second application.
 */
export function useJobsBoard(
  freelancerId: string | undefined,
  search: JobSearchValues | null = null,
): JobsBoard {
  const [status, setStatus] = useState<BoardStatus>('loading');
  const [jobs, setJobs] = useState<(JobDto | FoundJobDto)[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [appliedJobIds, setAppliedJobIds] = useState<ReadonlySet<string> | null>(null);

  // `search` changes only with the URL (it is memoized there): a new search, or Back.
  useEffect(() => {
    let current = true;
    setStatus('loading');
    readPage(search)
      .then((firstPage) => {
        if (!current) return;
        setJobs(firstPage.jobs);
        setNextCursor(firstPage.nextCursor);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('Error fetching jobs', error);
        if (current) setStatus('failed');
      });
    return () => {
      current = false;
    };
  }, [search]);

  // Read apart from the jobs, so the jobs show as soon as they arrive.
  useEffect(() => {
    let current = true;
    applicationsApi
      .fetchMyApplications(freelancerId)
      .then((applications) => applications.map((application) => application.job._id))
      .catch((error: unknown) => {
        console.error('Error fetching applications', error);
        return [];
      })
      .then((jobIds) => {
        if (current) setAppliedJobIds(new Set(jobIds));
      });
    return () => {
      current = false;
    };
  }, [freelancerId]);

  const markApplied = useCallback((jobId: string) => {
    setAppliedJobIds((previous) => new Set(previous).add(jobId));
  }, []);

  // The cursor names the last job shown, so jobs posted meanwhile never shift the next page.
  const loadMore = useCallback(() => {
    if (nextCursor === null) return;
    setLoadingMore(true);
    readPage(search, nextCursor)
      .then((more) => {
        setJobs((shown) => [...shown, ...more.jobs]);
        setNextCursor(more.nextCursor);
      })
      .catch((error: unknown) => console.error('Error fetching more jobs', error))
      .finally(() => setLoadingMore(false));
  }, [nextCursor, search]);

  const hasMore = nextCursor !== null;
  return { status, jobs, hasMore, appliedJobIds, loadingMore, markApplied, loadMore };
}
