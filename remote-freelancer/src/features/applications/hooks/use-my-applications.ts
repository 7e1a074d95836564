import { useCallback, useEffect, useState } from 'react';
import { applicationsApi, describeError, withdrawErrors } from '@kaamyaab/shared-api/client';
import type { MyApplicationDto } from '@kaamyaab/shared-api/contract';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/**
 * My Applications' data: the newest page of the freelancer's applications, older ones by the
 * server's cursor, and withdrawing a pending one (its answer replaces it in place; a refusal says
 * why beside it).
 */
export function useMyApplications() {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [applications, setApplications] = useState<MyApplicationDto[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);

  useEffect(() => {
    let current = true;
    applicationsApi
      .fetchMyApplicationsPage()
      .then((page) => {
        if (!current) return;
        setApplications(page.applications);
        setNextCursor(page.nextCursor);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('Error fetching applications', error);
        if (current) setStatus('failed');
      });
    return () => {
      current = false;
    };
  }, []);

  const loadMore = useCallback(() => {
    if (nextCursor === null) return;
    setLoadingMore(true);
    applicationsApi
      .fetchMyApplicationsPage({ after: nextCursor })
      .then((page) => {
        setApplications((shown) => [...shown, ...page.applications]);
        setNextCursor(page.nextCursor);
      })
      .catch((error: unknown) => console.error('Error fetching more applications', error))
      .finally(() => setLoadingMore(false));
  }, [nextCursor]);

  const withdraw = useCallback((applicationId: string) => {
    setWithdrawing(applicationId);
    setFailure(null);
    applicationsApi
      .withdrawApplication(applicationId)
      .then((updated) =>
        setApplications((shown) => shown.map((one) => (one._id === updated._id ? updated : one))),
      )
      .catch((error: unknown) => {
        console.error('Error withdrawing application', error);
        setFailure({ id: applicationId, message: describeError(error, withdrawErrors) });
      })
      .finally(() => setWithdrawing(null));
  }, []);

  return {
    status,
    applications,
    hasMore: nextCursor !== null,
    loadingMore,
    loadMore,
    withdrawing,
    failure,
    withdraw,
  };
}
