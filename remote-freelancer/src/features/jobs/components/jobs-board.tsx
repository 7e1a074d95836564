import { useState } from 'react';
import styled from 'styled-components';
import { Button, PageHeading, SkeletonList } from '@kaamyaab/shared-ui';
import { useSignedIn } from '@kaamyaab/shared-api';
import type { JobDto } from '@kaamyaab/shared-api/contract';
import { useJobsBoard } from '../hooks/use-jobs-board';
import { ApplyModal } from './apply-modal';
import { JobCard } from './job-card';
import { SuccessDialog } from './success-dialog';

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

/** The freelancer's 'Available Jobs' page: job cards, the apply modal and its success dialog. */
export function JobsBoard() {
  const freelancerId = useSignedIn('freelancer')?._id;
  const board = useJobsBoard(freelancerId);
  const [applying, setApplying] = useState<JobDto | null>(null);
  const [applied, setApplied] = useState<JobDto | null>(null);

  return (
    <section aria-labelledby="available-jobs-heading">
      <PageHeading id="available-jobs-heading">Available Jobs</PageHeading>
      {board.status === 'loading' && <SkeletonList />}
      {board.status === 'failed' && (
        <Note role="alert">Jobs could not be loaded. Please try again later.</Note>
      )}
      {board.status === 'ready' && board.jobs.length === 0 && (
        <Note>No jobs available right now. Please check back soon.</Note>
      )}
      {board.status === 'ready' && board.jobs.length > 0 && (
        <List>
          {board.jobs.map((job) => (
            <li key={job._id}>
              <JobCard
                job={job}
                applied={board.appliedJobIds?.has(job._id)}
                onApply={setApplying}
              />
            </li>
          ))}
        </List>
      )}
      {board.status === 'ready' && board.hasMore && (
        <More>
          <Button $variant="secondary" onClick={board.loadMore} disabled={board.loadingMore}>
            {board.loadingMore ? 'Loading...' : 'Load more jobs'}
          </Button>
        </More>
      )}
      {applying && (
        <ApplyModal
          job={applying}
          applicantId={freelancerId}
          onClose={() => setApplying(null)}
          onAlreadyApplied={board.markApplied}
          onApplied={(application) => {
            board.markApplied(application.job._id);
            setApplied(applying);
            setApplying(null);
          }}
        />
      )}
      {applied && <SuccessDialog job={applied} onClose={() => setApplied(null)} />}
    </section>
  );
}
