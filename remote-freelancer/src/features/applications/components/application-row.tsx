import { useState } from 'react';
import styled from 'styled-components';
import { Button, formatDate, formatPkr, useSentence } from '@kaamyaab/shared-ui';
import { StatusBadge } from '@kaamyaab/shared-ui/listings';
import {
  CardByline,
  CardError,
  CardFacts,
  CardFrame,
  CardHeading,
  CardTitle,
} from '@kaamyaab/shared-ui/dashboard';
import { Link } from '@kaamyaab/shared-api/router';
import { conversationPath } from '@kaamyaab/shared-api';
import type { MyApplicationDto } from '@kaamyaab/shared-api/contract';
import { useFreelancerT } from '../../../i18n/freelancer-strings';

const Item = styled(CardFrame)`
  padding: 1rem 1.25rem;
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
      <CardHeading
        title={<CardTitle>{application.job.title}</CardTitle>}
        byline={
          <CardByline>
            {application.company?.companyName ?? t('applications.unknownCompany')}
          </CardByline>
        }
        status={<StatusBadge status={application.status} />}
      />
      <CardFacts>
        <dt>{t('applications.proposedRate')}</dt>
        <dd>{formatPkr(application.proposedRate, language)}</dd>
        <dt>{t('applications.appliedOn')}</dt>
        <dd>
          <time dateTime={application.createdAt}>
            {formatDate(application.createdAt, language)}
          </time>
        </dd>
      </CardFacts>
      {note && <Note>{t(note)}</Note>}
      {!confirming && application.status !== 'withdrawn' && (
        <Actions>
          <Link to={conversationPath('freelancer', application._id)}>
            {t('applications.message')}
          </Link>
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
      {error && <CardError role="alert">{say(error)}</CardError>}
    </Item>
  );
}
