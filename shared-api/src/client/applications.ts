import {
  allApplications,
  apply,
  decideApplication,
  jobApplications,
  myApplications,
  withdrawApplication,
  type ApplicationDecision,
  type BodyOf,
  type ListJobApplicationsQuery,
  type ListMyApplicationsQuery,
} from '@kaamyaab/shared-api/contract';
import { call } from './call';

/**
 * The application calls of the public API contract as named calls over `call` (spied on in tests).
 */
export const applicationsApi = {
  applyForJob: async (body: BodyOf<typeof apply>) => (await call(apply, { body })).data.application,
  /** The signed-in freelancer's applications; `job._id` of each marks a job as applied. */
  fetchMyApplications: async (freelancerId?: string) =>
    (await call(allApplications, { body: freelancerId ? { freelancerId } : {} })).data,
  /**
   * A page of a job's applications, of one status or all; the original client "reads applications",
   * a key at the top of the answer, beside the page's nextCursor.
   */
  fetchJobApplications: async (jobId: string, query: ListJobApplicationsQuery = {}) => {
    const { applications, nextCursor } = await call(jobApplications, { params: { jobId }, query });
    return { applications, nextCursor };
  },
  /** The original client "reads application, which replaces the old one". */
  updateApplicationStatus: async (applicationId: string, status: ApplicationDecision) =>
    (await call(decideApplication, { params: { applicationId }, body: { status } })).application,
  /** My Applications, a page at a time (`after` is the previous page's nextCursor). */
  fetchMyApplicationsPage: async (query: ListMyApplicationsQuery = {}) =>
    (await call(myApplications, { query })).data,
  withdrawApplication: async (applicationId: string) =>
    (await call(withdrawApplication, { params: { applicationId } })).data.application,
};
