/**
 * The home page's latest open jobs: the first page of the public job search (newest first), a
 * few of them. Plain constants, no zod, so the shell's light entry carries them: the home page
 * reads them with `fetch`, without the API client (axios, the contract) on its first load, and
 * the server preloads the very same URL with the page's HTML. latest-jobs.test.ts holds the URL
 * equal to the search endpoint's.
 */
export const LATEST_JOBS_COUNT = 3;
export const latestJobsUrl = `/api/v1/jobs/search?limit=${LATEST_JOBS_COUNT}`;
