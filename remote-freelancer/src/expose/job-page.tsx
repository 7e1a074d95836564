import { JobPage } from '../features/jobs/components/job-page';

/** Exposed as './JobPage': one job, /freelancer-dashboard/jobs/:jobId. */
export default JobPage;
