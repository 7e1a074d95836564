import type { ApiSuccess } from '../contract/envelope';
import type { ApplicationDecision, ApplyBody } from '../contract/jobs';
import type { ApplicationDto } from '../contract/jobs-dto';
import type { ErrorCatalogue } from './describe-error';
import { http } from './http';

/** Typed calls for the application rows of the spec's section 7. */

export async function applyForJob(body: ApplyBody): Promise<ApplicationDto> {
  const response = await http.post<ApiSuccess<{ application: ApplicationDto }>>(
    '/application/apply',
    body,
  );
  return response.data.data.application;
}

/** The signed-in freelancer's applications; `job._id` of each marks a job as applied. */
export async function fetchMyApplications(freelancerId?: string): Promise<ApplicationDto[]> {
  const response = await http.post<ApiSuccess<ApplicationDto[]>>(
    '/application/all-applications',
    freelancerId ? { freelancerId } : {},
  );
  return response.data.data;
}

export async function fetchJobApplications(jobId: string): Promise<ApplicationDto[]> {
  const response = await http.get<ApiSuccess<ApplicationDto[]>>(
    `/application/job-applications/${encodeURIComponent(jobId)}`,
  );
  return response.data.data;
}

export async function updateApplicationStatus(
  applicationId: string,
  status: ApplicationDecision,
): Promise<ApplicationDto> {
  const response = await http.patch<ApiSuccess<ApplicationDto>>(
    `/application/status/${encodeURIComponent(applicationId)}`,
    { status },
  );
  return response.data.data;
}

/** The same calls as one object, so pages call through it and tests can spy on it. */
export const applicationsApi = {
  applyForJob,
  fetchMyApplications,
  fetchJobApplications,
  updateApplicationStatus,
};

/** The spec only logs a failed apply with 'Failed to apply for the job'; we show it instead. */
export const applyErrors: ErrorCatalogue = {
  byStatus: {
    400: { fallback: 'Failed to apply for the job', serverFirst: true, joinFieldErrors: true },
    401: { fallback: 'Please log in to continue.', serverFirst: true },
    403: { fallback: 'Only an approved freelancer can apply for jobs.', serverFirst: true },
    404: { fallback: 'This job is no longer available.', serverFirst: true },
    409: { fallback: 'You have already applied for this job.', serverFirst: true },
    429: { fallback: 'Too many requests. Please try again later.', serverFirst: true },
  },
  other: 'Failed to apply for the job',
  noResponse: 'Network error. Please check your internet connection and try again.',
};

export const decideErrors: ErrorCatalogue = {
  byStatus: {
    403: { fallback: 'You cannot decide this application.', serverFirst: true },
    404: { fallback: 'This application no longer exists.', serverFirst: true },
    409: { fallback: 'This application has already been decided.', serverFirst: true },
  },
  other: 'The status could not be updated. Please try again.',
  noResponse: 'Network error. Please check your internet connection and try again.',
};
