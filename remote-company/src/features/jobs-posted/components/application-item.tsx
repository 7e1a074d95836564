import styled from 'styled-components';
import { formatPkr, useSentence } from '@kaamyaab/shared-ui';
import { StatusBadge } from '@kaamyaab/shared-ui/listings';
import { CardError, CardFacts, CardFrame, CardHeading } from '@kaamyaab/shared-ui/dashboard';
import { Link } from '@kaamyaab/shared-api/router';
import { conversationPath } from '@kaamyaab/shared-api';
import { offerPath, reportOf } from '@kaamyaab/shared-api/client';
import { ReportButton } from '@kaamyaab/shared-ui/moderation';
import type { ApplicationDecision, JobApplicationDto } from '@kaamyaab/shared-api/contract';
import { useCompanyT } from '../../../i18n/company-strings';
import { FreelancerReputation } from '../../reputation/freelancer-reputation';
import { DecisionButtons } from './decision-buttons';

const Item = styled(CardFrame)`
  padding: 1rem;

  ${({ theme }) => theme.media.mobile} {
    padding: 0.75rem;
  }
`;

const Name = styled.h4`
  margin: 0;
  font-size: 1rem;
`;

const Email = styled.p`
  margin: 0.15rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/*
 * Label beside value on a wide screen. On a phone the label column left the values a third of
 * the card (a cover letter a few words a line), so each label sits above its value and both
 * take the card's full width.
 */
const Facts = styled(CardFacts)`
  grid-template-columns: max-content minmax(0, 1fr);

  dd {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.1rem;

    dd {
      margin-bottom: 0.5rem;
    }
  }
`;

/** The cover letter is prose: its own full-width row under its label, at every width. */
const LetterLabel = styled.dt`
  grid-column: 1 / -1;
  margin-top: 0.35rem;
`;

const Letter = styled.dd`
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

interface ApplicationItemProps {
  application: JobApplicationDto;
  busy: boolean;
  canAccept: boolean;
  /** Accepting one more fills the job. */
  acceptFills: boolean;
  error: string | undefined;
  onDecide: (applicationId: string, decision: ApplicationDecision) => void;
}

/**
 * One application to a posted job; while pending, Accept (while the job is open) and Reject,
 * each confirmed first.
 */
export function ApplicationItem({
  application,
  busy,
  canAccept,
  acceptFills,
  error,
  onDecide,
}: ApplicationItemProps) {
  const { t, language } = useCompanyT();
  const say = useSentence();
  const fullName = application.applicant?.fullName || null;
  const name = fullName ?? t('applications.noName');
  const email = application.applicant?.email || t('applications.noEmail');
  return (
    <Item aria-label={t('applications.from', { name })}>
      <CardHeading
        title={<Name>{name}</Name>}
        byline={<Email>{email}</Email>}
        status={<StatusBadge status={application.status} />}
      />
      <FreelancerReputation
        freelancerId={application.applicantId}
        name={name}
        reputation={application.applicantReputation}
      />
      <Facts>
        <dt>{t('applications.rate')}</dt>
        <dd>{formatPkr(application.proposedRate, language)}</dd>
        <dt>{t('applications.time')}</dt>
        <dd>{application.estimatedCompletionTime}</dd>
        <dt>{t('applications.skills')}</dt>
        <dd>{application.applicant?.skills.join(', ') || t('applications.notListed')}</dd>
        <LetterLabel>{t('applications.letter')}</LetterLabel>
        <Letter>{application.coverLetter}</Letter>
      </Facts>
      {application.status === 'pending' && (
        <DecisionButtons
          name={fullName}
          jobTitle={application.job.title}
          busy={busy}
          canAccept={canAccept}
          acceptFills={acceptFills}
          onDecide={(decision) => onDecide(application._id, decision)}
        />
      )}
      <Actions>
        <Link to={conversationPath('company', application._id)}>
          {t(application.status === 'accepted' ? 'messages.messageAccepted' : 'messages.message')}
        </Link>
        {application.status === 'accepted' && (
          <Link to={offerPath(application._id, application.job.title)}>
            {t('messages.sendOffer')}
          </Link>
        )}
      </Actions>
      {application.applicant ? (
        <ReportButton
          what={t('talent.profileOf', { name })}
          onSend={reportOf('freelancer', application.applicantId)}
        />
      ) : null}
      {error && <CardError role="alert">{say(error)}</CardError>}
    </Item>
  );
}
