import { PageHeading } from '@kaamyaab/shared-ui';
import { ListNote, PagedCards, SkeletonList } from '@kaamyaab/shared-ui/listings';
import { useFreelancerT } from '../../../i18n/freelancer-strings';
import { useMyApplications } from '../hooks/use-my-applications';
import { ApplicationRow } from './application-row';

/** The freelancer's My Applications page: every application, newest first, a page at a time. */
export function MyApplications() {
  const { t } = useFreelancerT();
  const mine = useMyApplications();

  return (
    <section aria-labelledby="my-applications-heading">
      <PageHeading id="my-applications-heading">{t('applications.heading')}</PageHeading>
      {mine.status === 'loading' && <SkeletonList />}
      {mine.status === 'failed' && <ListNote role="alert">{t('applications.failed')}</ListNote>}
      {mine.status === 'ready' && mine.applications.length === 0 && (
        <ListNote>{t('applications.empty')}</ListNote>
      )}
      {mine.status === 'ready' && (
        <PagedCards
          {...mine}
          items={mine.applications}
          card={(application) => (
            <ApplicationRow
              application={application}
              busy={mine.withdrawing === application._id}
              error={mine.failure?.id === application._id ? mine.failure.message : undefined}
              onWithdraw={mine.withdraw}
            />
          )}
          moreLabel={t('applications.loadMore')}
        />
      )}
    </section>
  );
}
