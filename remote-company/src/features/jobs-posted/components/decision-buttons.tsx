import { useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog } from '@kaamyaab/shared-ui';
import type { ApplicationDecision } from '@kaamyaab/shared-api/contract';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

interface DecisionButtonsProps {
  /** The applicant's name, or null when the server could not give it. */
  name: string | null;
  jobTitle: string;
  busy: boolean;
  canAccept: boolean;
  /** Accepting this one takes the job's last place: it closes to new applications. */
  acceptFills: boolean;
  onDecide: (decision: ApplicationDecision) => void;
}

function explain(decision: ApplicationDecision, who: string, jobTitle: string, fills: boolean) {
  if (decision === 'rejected')
    return `${who} will be told that their application for “${jobTitle}” was declined. A rejection cannot be undone.`;
  const filled = fills
    ? ` This fills the last place on “${jobTitle}”: it stops taking applications, and anyone still pending is told.`
    : '';
  return `${who} will be told at once, and you will both see each other's contact details in Messages. An acceptance cannot be undone.${filled}`;
}

/**
 * Accept (while the job takes people) and Reject for a pending application, each after a
 * question naming the applicant: the server decides once and tells the freelancer at once, so
 * there is no undo to offer.
 */
export function DecisionButtons({
  name,
  jobTitle,
  busy,
  canAccept,
  acceptFills,
  onDecide,
}: DecisionButtonsProps) {
  const [asking, setAsking] = useState<ApplicationDecision | null>(null);
  const accepting = asking === 'accepted';
  const verb = accepting ? 'Accept' : 'Reject';
  return (
    <Actions>
      {canAccept && (
        <Button $size="sm" disabled={busy} onClick={() => setAsking('accepted')}>
          Accept
        </Button>
      )}
      <Button $size="sm" $variant="danger" disabled={busy} onClick={() => setAsking('rejected')}>
        Reject
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={`${verb} ${name ?? 'this applicant'}?`}
        confirmLabel={accepting ? 'Yes, accept' : 'Yes, reject'}
        danger={!accepting}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onDecide(asking);
          setAsking(null);
        }}
      >
        <p>{asking && explain(asking, name ?? 'The applicant', jobTitle, acceptFills)}</p>
      </ConfirmDialog>
    </Actions>
  );
}
