import { useEffect, useState } from 'react';
import { latestJobsUrl } from '@kaamyaab/shared-api';
import type { FoundJobDto, JobSearchPage } from '@kaamyaab/shared-api/contract';

export type LatestJobs =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; jobs: FoundJobDto[] };

async function readLatestJobs(signal: AbortSignal): Promise<FoundJobDto[]> {
  const response = await fetch(latestJobsUrl, { signal });
  if (!response.ok) throw new Error(`The latest jobs answered ${response.status}`);
  const answer = (await response.json()) as { data: JobSearchPage };
  return answer.data.jobs;
}

/**
 * The newest open jobs, for the home page. Read with `fetch`, not the API client: the client
 * brings axios and the contract, which nothing else on the home page's first load needs. The
 * server preloads the same URL with the home page's HTML, so the answer is usually here first.
 */
export function useLatestJobs(): LatestJobs {
  const [latest, setLatest] = useState<LatestJobs>({ state: 'loading' });
  useEffect(() => {
    const leaving = new AbortController();
    readLatestJobs(leaving.signal)
      .then(
        (jobs): LatestJobs => ({ state: 'ready', jobs }),
        (): LatestJobs => ({ state: 'failed' }),
      )
      .then((read) => {
        if (!leaving.signal.aborted) setLatest(read);
      });
    return () => leaving.abort();
  }, []);
  return latest;
}
