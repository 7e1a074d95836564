import { PostedJobs } from '../features/jobs-posted/components/posted-jobs';

/** Exposed as './JobsPostedPage': /company-dashboard/jobs-posted. */
export default function JobsPostedPage() {
  return <PostedJobs />;
}
