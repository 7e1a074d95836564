import { useCallback, useEffect, useState } from 'react';
import { applicationsApi, decideErrors, describeError } from '@kaamyaab/shared-api/client';
import type { ApplicationDecision, ApplicationDto } from '@kaamyaab/shared-api/contract';
import type { LoadStatus } from './use-posted-jobs';

/**
 * One job's applications, read the first time its card opens. A decision's answer replaces the
 * application in place (spec section 4); a refused decision says why instead of only logging.
 */
export function useJobApplications(
  jobId: string,
  enabled: boolean,
  onDecided: (application: ApplicationDto) => void,
) {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [applications, setApplications] = useState<ApplicationDto[]>([]);
  const [deciding, setDeciding] = useState<string | null>(null);
  const [decisionError, setDecisionError] = useState<{ id: string; message: string } | null>(null);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    if (!enabled || requested) return;
    setRequested(true);
    applicationsApi
      .fetchJobApplications(jobId)
      .then((found) => {
        setApplications(found);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('Error fetching applications', error);
        setStatus('failed');
      });
  }, [enabled, requested, jobId]);

  const decide = useCallback(
    (applicationId: string, decision: ApplicationDecision) => {
      setDeciding(applicationId);
      setDecisionError(null);
      applicationsApi
        .updateApplicationStatus(applicationId, decision)
        .then((updated) => {
          setApplications((list) =>
            list.map((application) => (application._id === updated._id ? updated : application)),
          );
          onDecided(updated);
        })
        .catch((error: unknown) => {
          console.error('Error updating application status', error);
          setDecisionError({ id: applicationId, message: describeError(error, decideErrors) });
        })
        .finally(() => setDeciding(null));
    },
    [onDecided],
  );

  return { status, applications, deciding, decisionError, decide };
}
