import { useCallback, useEffect, useState } from 'react';
import { jobsApi } from '@kaamyaab/shared-api/client';
import type { PostedJobDto } from '@kaamyaab/shared-api/contract';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/**
 * The signed-in company's posted jobs with their state and counts, newest first, a page at a time
 * (the server's nextCursor); a job changed on the page replaces its old self.
 */
export function usePostedJobs(companyId: string | undefined) {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [jobs, setJobs] = useState<PostedJobDto[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let current = true;
    if (!companyId) {
      setStatus('failed');
      return;
    }
    setStatus('loading');
    jobsApi
      .fetchJobsPosted(companyId)
      .then((page) => {
        if (!current) return;
        setJobs(page.jobs);
        setNextCursor(page.nextCursor);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('Error fetching jobs', error);
        if (current) setStatus('failed');
      });
    return () => {
      current = false;
    };
  }, [companyId]);

  const loadMore = useCallback(() => {
    if (!companyId || nextCursor === null) return;
    setLoadingMore(true);
    jobsApi
      .fetchJobsPosted(companyId, { after: nextCursor })
      .then((page) => {
        setJobs((shown) => [...shown, ...page.jobs]);
        setNextCursor(page.nextCursor);
      })
      .catch((error: unknown) => console.error('Error fetching more jobs', error))
      .finally(() => setLoadingMore(false));
  }, [companyId, nextCursor]);

  const replaceJob = useCallback((changed: PostedJobDto) => {
    setJobs((shown) => shown.map((job) => (job._id === changed._id ? changed : job)));
  }, []);

  return { status, jobs, hasMore: nextCursor !== null, loadingMore, loadMore, replaceJob };
}
