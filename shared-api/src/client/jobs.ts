import {
  allJobs,
  changeJobStatus,
  editJob,
  jobsPosted,
  postJob as postJobEndpoint,
  oneJob,
  searchJobs,
  type BodyOf,
  type JobStatusChange,
  type ListJobsQuery,
  type SearchJobsQuery,
} from '@kaamyaab/shared-api/contract';
import { call } from './call';

/**
 * The jobs calls of the public API contract as named calls over `call`, each returning what pages
 * use. Pages call through this object, so a test can replace a call with jest.spyOn(jobsApi, ...).
 */
export const jobsApi = {
  postJob: async (body: BodyOf<typeof postJobEndpoint>) =>
    (await call(postJobEndpoint, { body })).data.job,
  fetchAllJobs: async (query: ListJobsQuery = {}) => (await call(allJobs, { query })).data,
  /** Open jobs by keyword, filters and sort; anyone may search. */
  searchJobs: async (query: SearchJobsQuery) => (await call(searchJobs, { query })).data,
  /** One job, in any state, for its shareable page. */
  fetchJob: async (jobId: string) => (await call(oneJob, { params: { jobId } })).data.job,
  fetchJobsPosted: async (companyId: string, query: ListJobsQuery = {}) =>
    (await call(jobsPosted, { params: { companyId }, query })).data,
  editJob: async (jobId: string, body: BodyOf<typeof editJob>) =>
    (await call(editJob, { params: { jobId }, body })).data.job,
  /** Close the job, or reopen it. */
  changeJobStatus: async (jobId: string, status: JobStatusChange) =>
    (await call(changeJobStatus, { params: { jobId }, body: { status } })).data.job,
};
