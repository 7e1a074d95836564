import { startTransition, useCallback, useEffect, useState } from 'react';
import { logger } from '@kaamyaab/shared-ui';
import { applicationsApi } from '@kaamyaab/shared-api/client';

export interface AppliedJobs {
  /** Null until the freelancer's applications are known. */
  appliedJobIds: ReadonlySet<string> | null;
  markApplied: (jobId: string) => void;
}

/**
 * The jobs this freelancer already applied to, read from the server so 'Already Applied'
 * survives a reload. A failure to read them only leaves Apply enabled; the server still refuses
 * a second application.
 */
export function useAppliedJobs(freelancerId: string | undefined): AppliedJobs {
  const [appliedJobIds, setAppliedJobIds] = useState<ReadonlySet<string> | null>(null);

  useEffect(() => {
    let current = true;
    applicationsApi
      .fetchMyApplications(freelancerId)
      .then((applications) => applications.map((application) => application.job._id))
      .catch((error: unknown) => {
        logger.error('Error fetching applications', error);
        return [];
      })
      .then((jobIds) => {
        // Every card's actions change with this set: as a transition, that render of a whole
        // board comes in slices instead of one task on a slow phone's first load.
        if (current) startTransition(() => setAppliedJobIds(new Set(jobIds)));
      });
    return () => {
      current = false;
    };
  }, [freelancerId]);

  const markApplied = useCallback((jobId: string) => {
    setAppliedJobIds((previous) => new Set(previous).add(jobId));
  }, []);

  return { appliedJobIds, markApplied };
}
