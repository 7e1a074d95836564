import { API_PREFIX } from './envelope';
import { searchJobs } from './jobs.endpoints';
import { SearchJobsQuery } from './job-search';
import { LATEST_JOBS_COUNT, latestJobsUrl } from './latest-jobs';

describe("the home page's latest jobs", () => {
  it('are the first page of the public job search, newest first', () => {
    const url = new URL(latestJobsUrl, 'http://kaamyaab.test');
    expect(url.pathname).toBe(`${API_PREFIX}${searchJobs.path}`);
    expect(searchJobs.who).toBe('anyone');
    const query = SearchJobsQuery.parse(Object.fromEntries(url.searchParams));
    expect(query).toMatchObject({ limit: LATEST_JOBS_COUNT, sort: 'newest' });
  });
});
