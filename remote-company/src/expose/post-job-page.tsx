import { PageHeading } from '@kaamyaab/shared-ui';
import { PostJobForm } from '../features/post-job/components/post-job-form';

/** Exposed as './PostJobPage': /company-dashboard/post-job. */
export default function PostJobPage() {
  return (
    <section aria-labelledby="post-job-heading">
      <PageHeading id="post-job-heading">Post a New Job</PageHeading>
      <PostJobForm />
    </section>
  );
}
