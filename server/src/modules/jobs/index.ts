/**
 * Jobs: posting, the search, a job's life (filled, closed, reopened). The applications and the
 * talent directory lock and count a job in their own transactions through these; the web pages
 * read a job and the sitemap's addresses.
 */
export { jobsRoutes } from './jobs.routes';
export type { JobsContext } from './jobs.service';
export { jobFilled } from './job-events';
export { closeJobForCause } from './job-life.service';
export {
  countAccepted,
  countApplicant,
  findJobOwner,
  findJobWithCompany,
  lockJob,
  pendingApplicationIds,
  updateJob,
  type JobWithCompany,
} from './jobs.repository';
export {
  countOpenJobs,
  listOpenJobAddresses,
  newestOpenJobPostedAt,
} from './job-sitemap.repository';
