import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSentence, useUiT, formatPkr, JobFact, jobFactStyles } from '@kaamyaab/shared-ui';
import { CollapsibleCard } from '../collapsible-card/collapsible-card';
import { Stars } from '../stars/stars';

/**
 * A job as the boards show it (the freelancer's Available Jobs and the public job board): the
 * fields of the contract's job that a reader weighs. Structural, so shared-ui needs no contract.
 */
export interface JobListing {
  title: string;
  description: string;
  projectType: 'one-time' | 'ongoing';
  experienceLevel: 'entry' | 'intermediate' | 'expert';
  jobCategory: string;
  skills: string[];
  budget: number;
  duration: string;
  numberOfFreelancers: number;
  company: { companyName: string } | null;
  /** Known for found jobs: how many have applied. */
  applicants?: number;
}

/** Spec: entry is 1 star, intermediate 2, expert 3. */
const starsFor = { entry: 1, intermediate: 2, expert: 3 } as const;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0.5rem 1.5rem;
  margin: 0.75rem 0 0;

  /* Two facts a row on a phone: the same facts in about half the height. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    gap: 0.35rem 1rem;
  }

  div {
    display: flex;
    flex-direction: column;
  }
  ${jobFactStyles}
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

/** Skills as chips (a job's, a freelancer's); `label` names the list for screen readers. */
export function SkillChips({ skills, label }: { skills: string[]; label?: string }) {
  return (
    <Skills aria-label={label}>
      {skills.map((skill) => (
        <li key={skill}>{skill}</li>
      ))}
    </Skills>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/**
 * What a job card always shows: budget in PKR, duration, people needed, company, applicants.
 * Memoized: a board re-renders every card when the freelancer's applications arrive, and a
 * card's facts change only with its job (or the language, which its hook follows).
 */
export const JobSummaryFacts = memo(function JobSummaryFacts({ job }: { job: JobListing }) {
  const { t, language } = useUiT();
  return (
    <Facts>
      <JobFact term={t('job.budget')}>{formatPkr(job.budget, language)}</JobFact>
      <JobFact term={t('job.duration')}>
        <bdi>{job.duration || t('job.notSpecified')}</bdi>
      </JobFact>
      <JobFact term={t('job.freelancersNeeded')}>{job.numberOfFreelancers}</JobFact>
      <JobFact term={t('job.company')}>
        <bdi>{job.company?.companyName || t('job.unknownCompany')}</bdi>
      </JobFact>
      {job.applicants !== undefined && (
        <JobFact term={t('job.applicants')}>{job.applicants}</JobFact>
      )}
    </Facts>
  );
});

/** The rest of a job: description, project type, experience in stars, category, skills. */
export function JobDetails({ job, actions }: { job: JobListing; actions?: ReactNode }) {
  const { t } = useUiT();
  const say = useSentence();
  return (
    <>
      <Description dir="auto">{job.description}</Description>
      <Facts>
        <JobFact term={t('job.projectType')}>{t(`job.projectTypes.${job.projectType}`)}</JobFact>
        <JobFact term={t('job.experienceLevel')}>
          <Stars count={starsFor[job.experienceLevel]} />{' '}
          {t(`job.experience.${job.experienceLevel}`)}
        </JobFact>
        {/* The contract's categories; a category of the past that is no longer one passes through. */}
        <JobFact term={t('job.category')}>{say(job.jobCategory)}</JobFact>
      </Facts>
      <SkillsHeading>{t('job.skills')}</SkillsHeading>
      <SkillChips skills={job.skills} />
      {actions && <Actions>{actions}</Actions>}
    </>
  );
}

export interface JobListingCardProps {
  job: JobListing;
  /** Under the details: Apply Now, or a link to the job's own page. */
  actions?: ReactNode;
}

/**
 * A job on a board: the summary always, the details and its actions on demand. The details are
 * rendered only while open: hidden, nobody reads them, and a board of closed cards builds in
 * about half the elements on a phone's first load.
 */
export function JobListingCard({ job, actions }: JobListingCardProps) {
  return (
    <CollapsibleCard title={job.title} summary={<JobSummaryFacts job={job} />}>
      {(open) => open && <JobDetails job={job} actions={actions} />}
    </CollapsibleCard>
  );
}
