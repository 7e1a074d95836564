import { useEffect, useState } from 'react';
import { logger } from '@kaamyaab/shared-ui';
import { jobsApi } from '@kaamyaab/shared-api/client';
import { JOBS_PAGE_MAX, type PostedJobDto } from '@kaamyaab/shared-api/contract';

export type OpenJobs =
  { status: 'loading' } | { status: 'ready'; jobs: PostedJobDto[] } | { status: 'failed' };

/** The company's open jobs, the ones it can invite to (its newest page of jobs, open only). */
export function useOpenJobs(companyId: string): OpenJobs {
  const [state, setState] = useState<OpenJobs>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    jobsApi
      .fetchJobsPosted(companyId, { limit: JOBS_PAGE_MAX })
      .then((page) => {
        if (current)
          setState({ status: 'ready', jobs: page.jobs.filter((job) => job.status === 'open') });
      })
      .catch((error: unknown) => {
        logger.error('Error fetching jobs', error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [companyId]);
  return state;
}
