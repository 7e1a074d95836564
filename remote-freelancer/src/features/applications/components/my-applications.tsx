import { CardList, ListNote, LoadMoreButton, PageHeading, SkeletonList } from '@kaamyaab/shared-ui';
import { useMyApplications } from '../hooks/use-my-applications';
import { ApplicationRow } from './application-row';

/** The freelancer's My Applications page: every application, newest first, a page at a time. */
export function MyApplications() {
  const mine = useMyApplications();

  return (
    <section aria-labelledby="my-applications-heading">
      <PageHeading id="my-applications-heading">My Applications</PageHeading>
      {mine.status === 'loading' && <SkeletonList />}
      {mine.status === 'failed' && (
        <ListNote role="alert">
          Your applications could not be loaded. Please try again later.
        </ListNote>
      )}
      {mine.status === 'ready' && mine.applications.length === 0 && (
        <ListNote>You have not applied for any job yet.</ListNote>
      )}
      {mine.status === 'ready' && mine.applications.length > 0 && (
        <CardList>
          {mine.applications.map((application) => (
            <li key={application._id}>
              <ApplicationRow
                application={application}
                busy={mine.withdrawing === application._id}
                error={mine.failure?.id === application._id ? mine.failure.message : undefined}
                onWithdraw={mine.withdraw}
              />
            </li>
          ))}
        </CardList>
      )}
      {mine.status === 'ready' && mine.hasMore && (
        <LoadMoreButton onClick={mine.loadMore} loading={mine.loadingMore}>
          Load more applications
        </LoadMoreButton>
      )}
    </section>
  );
}
