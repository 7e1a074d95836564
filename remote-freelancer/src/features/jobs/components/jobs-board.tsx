import { useState } from 'react';
import {
  Button,
  CardList,
  ListNote,
  LoadMoreButton,
  PageHeading,
  SkeletonList,
} from '@kaamyaab/shared-ui';
import { useSignedIn } from '@kaamyaab/shared-api';
import type { JobDto } from '@kaamyaab/shared-api/contract';
import { useJobSearchParams } from '../hooks/use-job-search-params';
import { useJobsBoard } from '../hooks/use-jobs-board';
import { JobSearchForm } from './job-search-form';
import { ApplyModal } from './apply-modal';
import { JobCard } from './job-card';
import { SuccessDialog } from './success-dialog';

/** The freelancer's 'Available Jobs' page: job cards, the apply modal and its success dialog. */
export function JobsBoard() {
  const freelancerId = useSignedIn('freelancer')?._id;
  const search = useJobSearchParams();
  const board = useJobsBoard(freelancerId, search.active ? search.values : null);
  const [applying, setApplying] = useState<JobDto | null>(null);
  const [applied, setApplied] = useState<JobDto | null>(null);

  return (
    <section aria-labelledby="available-jobs-heading">
      <PageHeading id="available-jobs-heading">Available Jobs</PageHeading>
      <JobSearchForm
        key={JSON.stringify(search.values)}
        values={search.values}
        onSearch={search.apply}
        onClear={search.clear}
      />
      {board.status === 'loading' && <SkeletonList />}
      {board.status === 'failed' && (
        <ListNote role="alert">Jobs could not be loaded. Please try again later.</ListNote>
      )}
      {board.status === 'ready' && board.jobs.length === 0 && !search.active && (
        <ListNote>No jobs available right now. Please check back soon.</ListNote>
      )}
      {board.status === 'ready' && board.jobs.length === 0 && search.active && (
        <ListNote role="status">
          No jobs match this search.{' '}
          <Button variant="ghost" size="sm" onClick={search.clear}>
            Clear filters
          </Button>
        </ListNote>
      )}
      {board.status === 'ready' && board.jobs.length > 0 && (
        <CardList>
          {board.jobs.map((job) => (
            <li key={job._id}>
              <JobCard
                job={job}
                applied={board.appliedJobIds?.has(job._id)}
                onApply={setApplying}
              />
            </li>
          ))}
        </CardList>
      )}
      {board.status === 'ready' && board.hasMore && (
        <LoadMoreButton onClick={board.loadMore} loading={board.loadingMore}>
          Load more jobs
        </LoadMoreButton>
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
