import { useState } from 'react';
import styled from 'styled-components';
import { Button, formatDate, formatPkr, useSentence } from '@kaamyaab/shared-ui';
import { StatusBadge } from '@kaamyaab/shared-ui/listings';
import type { MyApplicationDto } from '@kaamyaab/shared-api/contract';
import { useFreelancerT } from '../../../i18n/freelancer-strings';
import { ConversationLink } from '../../messages/conversation-link';

const Item = styled.article`
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  align-items: flex-start;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.05rem;
`;

const Company = styled.p`
  margin: 0.15rem 0 0;
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
  }
`;

const Note = styled.p`
  margin: 0.75rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-top: 0.75rem;
`;

const Problem = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Why a pending application may wait for nothing: its job is no longer taking people. */
const jobNotes = {
  open: null,
  filled: 'applications.jobFilled',
  closed: 'applications.jobClosed',
} as const;

interface ApplicationRowProps {
  application: MyApplicationDto;
  busy: boolean;
  error: string | undefined;
  onWithdraw: (applicationId: string) => void;
}

/** One application on My Applications; a pending one can be withdrawn, after a confirmation. */
export function ApplicationRow({ application, busy, error, onWithdraw }: ApplicationRowProps) {
  const { t, language } = useFreelancerT();
  const say = useSentence();
  const [confirming, setConfirming] = useState(false);
  const pending = application.status === 'pending';
  const note = pending ? jobNotes[application.job.status] : null;

  return (
    <Item aria-label={t('applications.label', { title: application.job.title })}>
      <Header>
        <div>
          <Title>{application.job.title}</Title>
          <Company>{application.company?.companyName ?? t('applications.unknownCompany')}</Company>
        </div>
        <StatusBadge status={application.status} />
      </Header>
      <Facts>
        <dt>{t('applications.proposedRate')}</dt>
        <dd>{formatPkr(application.proposedRate, language)}</dd>
        <dt>{t('applications.appliedOn')}</dt>
        <dd>
          <time dateTime={application.createdAt}>
            {formatDate(application.createdAt, language)}
          </time>
        </dd>
      </Facts>
      {note && <Note>{t(note)}</Note>}
      {!confirming && application.status !== 'withdrawn' && (
        <Actions>
          <ConversationLink applicationId={application._id}>
            {t('applications.message')}
          </ConversationLink>
          {pending && (
            <Button $size="sm" $variant="secondary" onClick={() => setConfirming(true)}>
              {t('applications.withdraw')}
            </Button>
          )}
        </Actions>
      )}
      {pending && confirming && (
        <Actions role="group" aria-label={t('applications.confirmLabel')}>
          <span>{t('applications.confirmBody')}</span>
          <Button
            $size="sm"
            $variant="danger"
            disabled={busy}
            onClick={() => onWithdraw(application._id)}
          >
            {busy ? t('applications.withdrawing') : t('applications.yesWithdraw')}
          </Button>
          <Button
            $size="sm"
            $variant="secondary"
            disabled={busy}
            onClick={() => setConfirming(false)}
          >
            {t('applications.keep')}
          </Button>
        </Actions>
      )}
      {error && <Problem role="alert">{say(error)}</Problem>}
    </Item>
  );
}
