import { useEffect, useState } from 'react';
import type { FoundJobDto } from '@kaamyaab/shared-api/contract';
import { failureCode } from './describe-error';
import { jobsApi } from './jobs';
import { logger } from '../logger';

export type JobState =
  | { status: 'loading' }
  | { status: 'ready'; job: FoundJobDto }
  /** No such job: a mistyped or stale link. */
  | { status: 'missing' }
  | { status: 'failed' };

/** One job for its own page (the public board's or the freelancer's), in any state. */
export function useJob(jobId: string): JobState {
  const [state, setState] = useState<JobState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    jobsApi
      .fetchJob(jobId)
      .then((job) => {
        if (current) setState({ status: 'ready', job });
      })
      .catch((error: unknown) => {
        const missing = failureCode(error) === 'jobNotFound';
        if (!missing) logger.error('Error fetching the job', error);
        if (current) setState({ status: missing ? 'missing' : 'failed' });
      });
    return () => {
      current = false;
    };
  }, [jobId]);
  return state;
}
