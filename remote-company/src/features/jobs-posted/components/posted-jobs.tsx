import styled from 'styled-components';
import { Button, PageHeading, SkeletonList } from '@kaamyaab/shared-ui';
import { useSignedIn } from '@kaamyaab/shared-api';
import { usePostedJobs } from '../hooks/use-posted-jobs';
import { PostedJobCard } from './posted-job-card';

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

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** The company's Posted Jobs page (spec: 'No jobs posted yet.' and 'Error fetching jobs'). */
export function PostedJobs() {
  const companyId = useSignedIn('company')?._id;
  const { status, jobs, hasMore, loadingMore, loadMore, replaceJob } = usePostedJobs(companyId);
  return (
    <section>
      <PageHeading>Posted Jobs</PageHeading>
      {status === 'loading' && <SkeletonList />}
      {status === 'failed' && <Problem role="alert">Error fetching jobs</Problem>}
      {status === 'ready' && jobs.length === 0 && <Note>No jobs posted yet.</Note>}
      {status === 'ready' && jobs.length > 0 && (
        <List>
          {jobs.map((job) => (
            <li key={job._id}>
              <PostedJobCard job={job} onChanged={replaceJob} />
            </li>
          ))}
        </List>
      )}
      {status === 'ready' && hasMore && (
        <More>
          <Button $variant="secondary" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more jobs'}
          </Button>
        </More>
      )}
    </section>
  );
}
