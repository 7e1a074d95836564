import styled from 'styled-components';
import { Button, CollapsibleCard, Stars, formatPkr } from '@kaamyaab/shared-ui';
import type { FoundJobDto, JobDto } from '@kaamyaab/shared-api/contract';
import { experienceLabel, starsFor } from './experience-stars';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0.5rem 1.5rem;
  margin: 0.75rem 0 0;

  /* Two facts a row on a phone: the same facts in about half the height (issue 13). */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    gap: 0.35rem 1rem;
  }

  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Description = styled.p`
  white-space: pre-line;
  margin: 0 0 0.5rem;
`;

const SkillsHeading = styled.h3`
  font-size: 0.95rem;
  margin: 1rem 0 0.4rem;
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  list-style: none;
  padding: 0;
  margin: 0;

  li {
    padding: 0.2rem 0.6rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: 0.85rem;
  }
`;

const Actions = styled.div`
  margin-top: 1rem;
`;

const projectTypeLabel = { 'one-time': 'One-time', ongoing: 'Ongoing' } as const;

interface JobCardProps {
  job: JobDto | FoundJobDto;
  /** Undefined until the freelancer's applications are known: Apply Now waits for them. */
  applied: boolean | undefined;
  onApply: (job: JobDto) => void;
}

/** A job on the Available Jobs page: the summary always, the details and Apply Now on demand. */
export function JobCard({ job, applied, onApply }: JobCardProps) {
  return (
    <CollapsibleCard
      title={job.title}
      summary={
        <Facts>
          <div>
            <dt>Budget</dt>
            <dd>{formatPkr(job.budget)}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{job.duration || 'Not specified'}</dd>
          </div>
          <div>
            <dt>Freelancers needed</dt>
            <dd>{job.numberOfFreelancers}</dd>
          </div>
          <div>
            <dt>Company</dt>
            <dd>{job.company?.companyName || 'Unknown Company'}</dd>
          </div>
          {'applicants' in job && (
            <div>
              <dt>Applicants</dt>
              <dd>{job.applicants}</dd>
            </div>
          )}
        </Facts>
      }
    >
      <Description>{job.description}</Description>
      <Facts>
        <div>
          <dt>Project type</dt>
          <dd>{projectTypeLabel[job.projectType]}</dd>
        </div>
        <div>
          <dt>Experience level</dt>
          <dd>
            <Stars count={starsFor[job.experienceLevel]} /> {experienceLabel[job.experienceLevel]}
          </dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{job.jobCategory}</dd>
        </div>
      </Facts>
      <SkillsHeading>Skills</SkillsHeading>
      <Skills>
        {job.skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </Skills>
      <Actions>
        <Button disabled={applied !== false} onClick={() => onApply(job)}>
          {applied ? 'Already Applied' : 'Apply Now'}
        </Button>
      </Actions>
    </CollapsibleCard>
  );
}
