import { useState } from 'react';
import styled from 'styled-components';
import { CollapsibleCard, StatusBadge, formatPkr } from '@kaamyaab/shared-ui';
import type { PostedJobDto } from '@kaamyaab/shared-api/contract';
import { PostJobForm } from '../../post-job/components/post-job-form';
import { jobAfterDecision } from '../job-after-decision';
import { ApplicationsPanel } from './applications-panel';
import { JobControls } from './job-controls';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 0.75rem;
  align-items: center;
  margin: 0.4rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
`;

const Editing = styled.div`
  margin: 0.25rem 0 0;
`;

const Hint = styled.p`
  margin: 0 0 0.75rem;
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

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

interface PostedJobCardProps {
  job: PostedJobDto;
  /** The job as it now stands, after an edit, a close or reopen, or a decision. */
  onChanged?: (job: PostedJobDto) => void;
}

/**
 * A posted job on the company's Posted Jobs page: its state and counts at a glance; opened, its
 * details, the controls of its life (edit, close, reopen) and its applications.
 */
export function PostedJobCard({ job, onChanged = () => undefined }: PostedJobCardProps) {
  const [editing, setEditing] = useState(false);
  const { counts } = job;
  return (
    <CollapsibleCard
      title={job.title}
      summary={
        <Summary>
          <StatusBadge status={job.status} />
          <p>
            {formatPkr(job.budget)} · {job.jobCategory} · posted{' '}
            {postedOn.format(new Date(job.createdAt))}
          </p>
          <p>
            {plural(counts.applications, 'application')} · {counts.pending} pending ·{' '}
            {counts.accepted} accepted
          </p>
        </Summary>
      }
    >
      {(open) => (
        <>
          {editing ? (
            <Editing>
              {counts.accepted > 0 && (
                <Hint>
                  An application is accepted: only the number of freelancers needed can be raised.
                </Hint>
              )}
              <PostJobForm
                job={job}
                onSaved={(saved) => {
                  setEditing(false);
                  onChanged(saved);
                }}
              />
            </Editing>
          ) : (
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
            </>
          )}
          <JobControls
            job={job}
            editing={editing}
            onEdit={() => setEditing((now) => !now)}
            onChanged={onChanged}
          />
          <ApplicationsPanel
            jobId={job._id}
            open={open}
            canAccept={job.status === 'open'}
            acceptFills={counts.accepted + 1 >= job.numberOfFreelancers}
            onDecided={(decided) => onChanged(jobAfterDecision(job, decided))}
          />
        </>
      )}
    </CollapsibleCard>
  );
}
