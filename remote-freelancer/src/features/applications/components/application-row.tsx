import { useState } from 'react';
import styled from 'styled-components';
import { Button, StatusBadge, formatPkr } from '@kaamyaab/shared-ui';
import type { MyApplicationDto } from '@kaamyaab/shared-api/contract';
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

const appliedOn = new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium' });

/** Why a pending application may wait for nothing: its job is no longer taking people. */
const jobNotes = {
  open: null,
  filled: 'This job now has all the freelancers it needs.',
  closed: 'The company has closed this job for now.',
} as const;

interface ApplicationRowProps {
  application: MyApplicationDto;
  busy: boolean;
  error: string | undefined;
  onWithdraw: (applicationId: string) => void;
}

/** One application on My Applications; a pending one can be withdrawn, after a confirmation. */
export function ApplicationRow({ application, busy, error, onWithdraw }: ApplicationRowProps) {
  const [confirming, setConfirming] = useState(false);
  const pending = application.status === 'pending';
  const note = pending ? jobNotes[application.job.status] : null;

  return (
    <Item aria-label={`Application for ${application.job.title}`}>
      <Header>
        <div>
          <Title>{application.job.title}</Title>
          <Company>{application.company?.companyName ?? 'Unknown Company'}</Company>
        </div>
        <StatusBadge status={application.status} />
      </Header>
      <Facts>
        <dt>Proposed rate</dt>
        <dd>{formatPkr(application.proposedRate)}</dd>
        <dt>Applied on</dt>
        <dd>
          <time dateTime={application.createdAt}>
            {appliedOn.format(new Date(application.createdAt))}
          </time>
        </dd>
      </Facts>
      {note && <Note>{note}</Note>}
      {!confirming && application.status !== 'withdrawn' && (
        <Actions>
          <ConversationLink applicationId={application._id}>Message the company</ConversationLink>
          {pending && (
            <Button $size="sm" $variant="secondary" onClick={() => setConfirming(true)}>
              Withdraw
            </Button>
          )}
        </Actions>
      )}
      {pending && confirming && (
        <Actions role="group" aria-label="Withdraw this application?">
          <span>Withdraw this application? The company will see it as withdrawn.</span>
          <Button
            $size="sm"
            $variant="danger"
            disabled={busy}
            onClick={() => onWithdraw(application._id)}
          >
            {busy ? 'Withdrawing...' : 'Yes, withdraw'}
          </Button>
          <Button
            $size="sm"
            $variant="secondary"
            disabled={busy}
            onClick={() => setConfirming(false)}
          >
            Keep it
          </Button>
        </Actions>
      )}
      {error && <Problem role="alert">{error}</Problem>}
    </Item>
  );
}
