import styled from 'styled-components';
import { CollapsibleCard, formatPkr } from '@kaamyaab/shared-ui';
import type { JobDto } from '@kaamyaab/shared-api/contract';
import { ApplicationsPanel } from './applications-panel';

const Summary = styled.p`
  margin: 0.4rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.3rem 1rem;
  margin: 0.75rem 0 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Description = styled.p`
  white-space: pre-line;
  margin: 0;
`;

const projectTypeLabel = { 'one-time': 'One-time', ongoing: 'Ongoing' } as const;
const experienceLabel = { entry: 'Entry', intermediate: 'Intermediate', expert: 'Expert' } as const;
const postedOn = new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium' });

/** A posted job on the company's Posted Jobs page; opening it loads its applications. */
export function PostedJobCard({ job }: { job: JobDto }) {
  return (
    <CollapsibleCard
      title={job.title}
      summary={
        <Summary>
          {formatPkr(job.budget)} · {job.jobCategory} · posted{' '}
          {postedOn.format(new Date(job.createdAt))}
        </Summary>
      }
    >
      {(open) => (
        <>
          <Description>{job.description}</Description>
          <Facts>
            <dt>Project type</dt>
            <dd>{projectTypeLabel[job.projectType]}</dd>
            <dt>Experience level</dt>
            <dd>{experienceLabel[job.experienceLevel]}</dd>
            <dt>Category</dt>
            <dd>{job.jobCategory}</dd>
            <dt>Skills</dt>
            <dd>{job.skills.join(', ')}</dd>
            <dt>Budget</dt>
            <dd>{formatPkr(job.budget)}</dd>
            <dt>Duration</dt>
            <dd>{job.duration || 'Not specified'}</dd>
            <dt>Freelancers needed</dt>
            <dd>{job.numberOfFreelancers}</dd>
          </Facts>
          <ApplicationsPanel jobId={job._id} open={open} />
        </>
      )}
    </CollapsibleCard>
  );
}
