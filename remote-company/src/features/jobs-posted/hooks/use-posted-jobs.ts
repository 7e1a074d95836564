import { useEffect, useState } from 'react';
import { jobsApi } from '@kaamyaab/shared-api/client';
import type { JobDto } from '@kaamyaab/shared-api/contract';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/** The signed-in company's posted jobs, newest first. */
export function usePostedJobs(companyId: string | undefined) {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [jobs, setJobs] = useState<JobDto[]>([]);

  useEffect(() => {
    let current = true;
    if (!companyId) {
      setStatus('failed');
      return;
    }
    setStatus('loading');
    jobsApi
      .fetchJobsPosted(companyId)
      .then((found) => {
        if (!current) return;
        setJobs(found);
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

  return { status, jobs };
}
