import { useCallback, useState } from 'react';
import { logger } from '@kaamyaab/shared-ui';
import {
  applicationsApi,
  decideErrors,
  describeError,
  usePages,
} from '@kaamyaab/shared-api/client';
import type {
  ApplicationDecision,
  ApplicationDto,
  ApplicationStatus,
} from '@kaamyaab/shared-api/contract';

/**
 * One job's applications, newest first, a page at a time and of one status if asked (a job may
 * have hundreds). A decision's answer replaces the application in place, even
 * where the filter would no longer list it, so the list does not jump under the company's hand;
 * a refused decision says why instead of only logging.
 */
export function useJobApplications(
  jobId: string,
  status: ApplicationStatus | undefined,
  onDecided: (application: ApplicationDto) => void,
) {
  const readPage = useCallback(
    async (after?: string) => {
      const page = await applicationsApi.fetchJobApplications(jobId, { status, after });
      return { items: page.applications, nextCursor: page.nextCursor };
    },
    [jobId, status],
  );
  const pages = usePages(readPage, 'applications');
  const { update } = pages;
  const [deciding, setDeciding] = useState<string | null>(null);
  const [decisionError, setDecisionError] = useState<{ id: string; message: string } | null>(null);

  const decide = useCallback(
    (applicationId: string, decision: ApplicationDecision) => {
      setDeciding(applicationId);
      setDecisionError(null);
      applicationsApi
        .updateApplicationStatus(applicationId, decision)
        .then((updated) => {
          update((list) =>
            list.map((application) =>
              application._id === updated._id ? { ...application, ...updated } : application,
            ),
          );
          onDecided(updated);
        })
        .catch((error: unknown) => {
          logger.error('Error updating application status', error);
          setDecisionError({ id: applicationId, message: describeError(error, decideErrors) });
        })
        .finally(() => setDeciding(null));
    },
    [onDecided, update],
  );

  return { ...pages, deciding, decisionError, decide };
}
