import styled from 'styled-components';
import { PageHeading } from '@kaamyaab/shared-ui';
import { ListNote, PagedCards, SkeletonList } from '@kaamyaab/shared-ui/listings';
import { useSignedIn } from '@kaamyaab/shared-api';
import { useCompanyT } from '../../../i18n/company-strings';
import { useJobPosted } from '../../post-job/job-posted';
import { usePostedJobs } from '../hooks/use-posted-jobs';
import { JobPostedNotice } from './job-posted-notice';
import { PostedJobCard } from './posted-job-card';

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * The company's Posted Jobs page (spec: 'No jobs posted yet.' and 'Error fetching jobs'), which
 * says so when posting a job brought the company here.
 */
export function PostedJobs() {
  const { t } = useCompanyT();
  const companyId = useSignedIn('company')?._id;
  const posted = useJobPosted();
  const { status, jobs, hasMore, loadingMore, loadMore, replaceJob } = usePostedJobs(companyId);
  return (
    <section>
      <PageHeading>{t('jobs.heading')}</PageHeading>
      <JobPostedNotice posted={posted} />
      {status === 'loading' && <SkeletonList />}
      {status === 'failed' && <Problem role="alert">{t('jobs.failed')}</Problem>}
      {status === 'ready' && jobs.length === 0 && <ListNote>{t('jobs.none')}</ListNote>}
      {status === 'ready' && (
        <PagedCards
          items={jobs}
          card={(job) => <PostedJobCard job={job} onChanged={replaceJob} />}
          hasMore={hasMore}
          loadingMore={loadingMore}
          loadMore={loadMore}
          moreLabel={t('jobs.loadMore')}
        />
      )}
    </section>
  );
}
