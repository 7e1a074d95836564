import { useCallback, useState } from 'react';
import { logger } from '@kaamyaab/shared-ui';
import {
  applicationsApi,
  describeError,
  usePages,
  withdrawErrors,
} from '@kaamyaab/shared-api/client';

/** The newest page, then older ones by the server's cursor. */
async function readPage(after?: string) {
  const page = await (after === undefined
    ? applicationsApi.fetchMyApplicationsPage()
    : applicationsApi.fetchMyApplicationsPage({ after }));
  return { items: page.applications, nextCursor: page.nextCursor };
}

/**
 * My Applications' data: the freelancer's applications a page at a time, and withdrawing a
 * pending one (its answer replaces it in place; a refusal says why beside it).
 */
export function useMyApplications() {
  const { items: applications, update, ...pages } = usePages(readPage, 'applications');
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);

  const withdraw = useCallback(
    (applicationId: string) => {
      setWithdrawing(applicationId);
      setFailure(null);
      applicationsApi
        .withdrawApplication(applicationId)
        .then((updated) =>
          update((shown) => shown.map((one) => (one._id === updated._id ? updated : one))),
        )
        .catch((error: unknown) => {
          logger.error('Error withdrawing application', error);
          setFailure({ id: applicationId, message: describeError(error, withdrawErrors) });
        })
        .finally(() => setWithdrawing(null));
    },
    [update],
  );

  return { ...pages, applications, withdrawing, failure, withdraw };
}
