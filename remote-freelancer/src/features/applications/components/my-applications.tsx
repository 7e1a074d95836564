import styled from 'styled-components';
import { Button, PageHeading, SkeletonList } from '@kaamyaab/shared-ui';
import { useMyApplications } from '../hooks/use-my-applications';
import { ApplicationRow } from './application-row';

const List = styled.ul`
  display: grid;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 1.25rem;
`;

/** The freelancer's My Applications page: every application, newest first, a page at a time. */
export function MyApplications() {
  const mine = useMyApplications();

  return (
    <section aria-labelledby="my-applications-heading">
      <PageHeading id="my-applications-heading">My Applications</PageHeading>
      {mine.status === 'loading' && <SkeletonList />}
      {mine.status === 'failed' && (
        <Note role="alert">Your applications could not be loaded. Please try again later.</Note>
      )}
      {mine.status === 'ready' && mine.applications.length === 0 && (
        <Note>You have not applied for any job yet.</Note>
      )}
      {mine.status === 'ready' && mine.applications.length > 0 && (
        <List>
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
        </List>
      )}
      {mine.status === 'ready' && mine.hasMore && (
        <More>
          <Button $variant="secondary" onClick={mine.loadMore} disabled={mine.loadingMore}>
            {mine.loadingMore ? 'Loading...' : 'Load more applications'}
          </Button>
        </More>
      )}
    </section>
  );
}
