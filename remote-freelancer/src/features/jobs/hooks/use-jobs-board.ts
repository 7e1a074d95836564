import { useCallback, useEffect, useState } from 'react';
import { applicationsApi, jobsApi } from '@kaamyaab/shared-api/client';
import type { JobDto } from '@kaamyaab/shared-api/contract';

export type BoardStatus = 'loading' | 'ready' | 'failed';

export interface JobsBoard {
  status: BoardStatus;
  jobs: JobDto[];
  /** The server has older jobs than those shown. */
  hasMore: boolean;
  /** Null until the freelancer's applications are known. */
  appliedJobIds: ReadonlySet<string> | null;
  loadingMore: boolean;
  markApplied: (jobId: string) => void;
  loadMore: () => void;
}

/**
 * The Available Jobs page's data: the newest page of jobs (each with its company's name, so one
 * call) and the jobs this freelancer already applied to, read from the server so 'Already
 * Applied' survives a reload. A failure to read applications only leaves buttons enabled; the
 * server still refuses a second application.
 */
export function useJobsBoard(freelancerId: string | undefined): JobsBoard {
  const [status, setStatus] = useState<BoardStatus>('loading');
  const [jobs, setJobs] = useState<JobDto[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [appliedJobIds, setAppliedJobIds] = useState<ReadonlySet<string> | null>(null);

  useEffect(() => {
    let current = true;
    // The two calls answer independently, so the jobs show as soon as they arrive (the server
    // preloads the first page with this route's HTML) rather than after the applications.
    jobsApi
      .fetchAllJobs()
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
    jobsApi
      .fetchAllJobs({ after: nextCursor })
      .then((more) => {
        setJobs((shown) => [...shown, ...more.jobs]);
        setNextCursor(more.nextCursor);
      })
      .catch((error: unknown) => console.error('Error fetching more jobs', error))
      .finally(() => setLoadingMore(false));
  }, [nextCursor]);

  const hasMore = nextCursor !== null;
  return { status, jobs, hasMore, appliedJobIds, loadingMore, markApplied, loadMore };
}
