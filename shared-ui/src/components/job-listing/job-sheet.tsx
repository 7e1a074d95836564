import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useUiT, useDocumentMeta, Card } from '@kaamyaab/shared-ui';
import { ListNote } from '../paged-list/paged-list';
import { SkeletonList } from '../skeleton-list/skeleton-list';
import { JobDetails, JobSummaryFacts, type JobListing } from './job-listing';

/** One job as its page reads it (shared-api's useJob). */
export type JobSheetState<Job> =
  | { status: 'loading' }
  | { status: 'ready'; job: Job }
  | { status: 'missing' }
  | { status: 'failed' };

const Title = styled.h1`
  margin: 0;
  font-size: 1.6rem;
`;

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: 1.25rem 0;
`;

const Back = styled.p`
  margin: 0 0 1rem;
`;

export interface JobSheetProps<Job> {
  state: JobSheetState<Job>;
  /** The link back to the board the job came from. */
  back: ReactNode;
  /** Under the details: how this reader applies, or why they cannot. */
  actionsFor: (job: Job) => ReactNode;
}

/** A job on a page of its own (the link people share): everything about it, then Apply. */
export function JobSheet<Job extends JobListing>({ state, back, actionsFor }: JobSheetProps<Job>) {
  const { t } = useUiT();
  const job = state.status === 'ready' ? state.job : null;
  useDocumentMeta(
    job?.title ?? t('jobSheet.title'),
    job ? job.description.slice(0, 160) : t('jobSheet.description'),
  );
  return (
    <>
      <Back>{back}</Back>
      {state.status === 'loading' && <SkeletonList count={1} />}
      {state.status === 'missing' && <ListNote role="alert">{t('jobSheet.missing')}</ListNote>}
      {state.status === 'failed' && <ListNote role="alert">{t('jobSheet.failed')}</ListNote>}
      {job && (
        <Card as="article" aria-labelledby="job-sheet-title">
          <Title id="job-sheet-title" dir="auto">
            {job.title}
          </Title>
          <JobSummaryFacts job={job} />
          <Divider />
          <JobDetails job={job} actions={actionsFor(job)} />
        </Card>
      )}
    </>
  );
}
