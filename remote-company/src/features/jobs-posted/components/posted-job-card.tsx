import { useId, useState } from 'react';
import styled from 'styled-components';
import { Card, formatPkr } from '@kaamyaab/shared-ui';
import type { JobDto } from '@kaamyaab/shared-api/contract';
import { ApplicationsPanel } from './applications-panel';

const Title = styled.h2`
  margin: 0;
  font-size: 1.15rem;
`;

const Toggle = styled.button`
  all: unset;
  box-sizing: border-box;
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  transition: transform 0.2s;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

const Summary = styled.p`
  margin: 0.4rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Details = styled.div`
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
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
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Card as="article">
      <Title>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{job.title}</span>
          <Chevron $open={open} aria-hidden="true">
            ▾
          </Chevron>
        </Toggle>
      </Title>
      <Summary>
        {formatPkr(job.budget)} · {job.jobCategory} · posted{' '}
        {postedOn.format(new Date(job.createdAt))}
      </Summary>
      <Details id={detailsId} hidden={!open}>
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
      </Details>
    </Card>
  );
}
