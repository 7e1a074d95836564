import { isAxiosError } from 'axios';
import type { ApiSuccess } from '../contract/envelope';
import type { PostJobBody } from '../contract/jobs';
import type { JobDto, JobsPage } from '../contract/jobs-dto';
import type { ErrorCatalogue } from './describe-error';
import { http } from './http';

/** Typed calls for the jobs rows of the spec's section 7. Each returns the answer's `data` part. */

export async function postJob(body: PostJobBody): Promise<JobDto> {
  const response = await http.post<ApiSuccess<{ job: JobDto }>>('/jobs/post-job', body);
  return response.data.data.job;
}

export async function fetchAllJobs(
  query: { page?: number; limit?: number } = {},
): Promise<JobsPage> {
  const response = await http.get<ApiSuccess<JobsPage>>('/jobs/all-jobs', { params: query });
  return response.data.data;
}

export async function fetchJobsPosted(companyId: string): Promise<JobDto[]> {
  const response = await http.get<ApiSuccess<{ jobs: JobDto[] }>>(
    `/jobs/jobs-posted/${encodeURIComponent(companyId)}`,
  );
  return response.data.data.jobs;
}

/**
 * The same calls as one object. Pages call through it, so a test can replace a call with
 * jest.spyOn(jobsApi, 'fetchAllJobs') (re-exported module bindings cannot be spied on).
 */
export const jobsApi = { postJob, fetchAllJobs, fetchJobsPosted };

/** How a failed post is worded: the server's field messages, else its message, else a fallback. */
export const postJobErrors: ErrorCatalogue = {
  byStatus: {
    400: {
      fallback: 'Invalid request. Please check your input.',
      serverFirst: true,
      joinFieldErrors: true,
    },
    401: { fallback: 'Please log in to continue.', serverFirst: true },
    403: { fallback: 'Only an approved company can post jobs.', serverFirst: true },
    429: { fallback: 'Too many requests. Please try again later.', serverFirst: true },
  },
  other: 'Failed to post the job. Please try again later.',
  noResponse: 'Network error. Please check your internet connection and try again.',
};

/** The HTTP status of a failed call, if the server answered (remotes do not import axios). */
export function responseStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
