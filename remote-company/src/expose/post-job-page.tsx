import { PageHeading } from '@kaamyaab/shared-ui';
import { PostJobForm } from '../features/post-job/components/post-job-form';
import { useCompanyT } from '../i18n/company-strings';

/** Exposed as './PostJobPage': /company-dashboard/post-job. */
export default function PostJobPage() {
  const { t } = useCompanyT();
  return (
    <section aria-labelledby="post-job-heading">
      <PageHeading id="post-job-heading">{t('postJob.heading')}</PageHeading>
      <PostJobForm />
    </section>
  );
}
