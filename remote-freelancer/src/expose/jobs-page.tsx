import { JobsBoard } from '../features/jobs/components/jobs-board';

/** Exposed as './JobsPage': the freelancer dashboard's /freelancer-dashboard/jobs. */
export default function JobsPage() {
  return <JobsBoard />;
}
