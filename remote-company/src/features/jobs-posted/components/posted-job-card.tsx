import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatPkr, useSentence } from '@kaamyaab/shared-ui';
import { CollapsibleCard, StatusBadge } from '@kaamyaab/shared-ui/listings';
import { CardFacts } from '@kaamyaab/shared-ui/dashboard';
import type { PostedJobDto } from '@kaamyaab/shared-api/contract';
import { useCompanyT } from '../../../i18n/company-strings';
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

const Facts = styled(CardFacts)`
  dd {
    overflow-wrap: anywhere;
  }
`;

const Description = styled.p`
  white-space: pre-line;
  margin: 0;
`;

const projectTypeKey = { 'one-time': 'card.oneTime', ongoing: 'card.ongoing' } as const;
const experienceKey = {
  entry: 'card.entry',
  intermediate: 'card.intermediate',
  expert: 'card.expert',
} as const;
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
  const { t, language } = useCompanyT();
  const say = useSentence();
  const [editing, setEditing] = useState(false);
  const { counts } = job;
  return (
    <CollapsibleCard
      title={job.title}
      summary={
        <Summary>
          <StatusBadge status={job.status} />
          <p>
            {formatPkr(job.budget, language)} · {say(job.jobCategory)} ·{' '}
            {t('card.postedOn', { date: formatDate(job.createdAt, language) })}
          </p>
          <p>
            {t('card.counts', {
              count: counts.applications,
              pending: counts.pending,
              accepted: counts.accepted,
            })}
          </p>
        </Summary>
      }
    >
      {(open) => (
        <>
          {editing ? (
            <Editing>
              {counts.accepted > 0 && <Hint>{t('card.acceptedHint')}</Hint>}
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
                <dt>{t('card.projectType')}</dt>
                <dd>{t(projectTypeKey[job.projectType])}</dd>
                <dt>{t('card.experience')}</dt>
                <dd>{t(experienceKey[job.experienceLevel])}</dd>
                <dt>{t('card.category')}</dt>
                <dd>{say(job.jobCategory)}</dd>
                <dt>{t('card.skills')}</dt>
                <dd>{job.skills.join(', ')}</dd>
                <dt>{t('card.budget')}</dt>
                <dd>{formatPkr(job.budget, language)}</dd>
                <dt>{t('card.duration')}</dt>
                <dd>{job.duration || t('card.notSpecified')}</dd>
                <dt>{t('card.freelancers')}</dt>
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
