import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@kaamyaab/shared-ui';
import { ConfirmDialog } from '@kaamyaab/shared-ui/forms';
import type { ApplicationDecision } from '@kaamyaab/shared-api/contract';
import { useCompanyT } from '../../../i18n/company-strings';

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

type Translate = ReturnType<typeof useCompanyT>['t'];

function explain(
  t: Translate,
  decision: ApplicationDecision,
  who: string,
  job: string,
  fills: boolean,
) {
  if (decision === 'rejected') return t('decision.rejectSays', { who, job });
  const accepted = t('decision.acceptSays', { who });
  return fills ? `${accepted} ${t('decision.fillsSays', { job })}` : accepted;
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
  const { t } = useCompanyT();
  const [asking, setAsking] = useState<ApplicationDecision | null>(null);
  const accepting = asking === 'accepted';
  const named = name ?? t('decision.thisApplicant');
  return (
    <Actions>
      {canAccept && (
        <Button $size="sm" disabled={busy} onClick={() => setAsking('accepted')}>
          {t('decision.accept')}
        </Button>
      )}
      <Button $size="sm" $variant="danger" disabled={busy} onClick={() => setAsking('rejected')}>
        {t('decision.reject')}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={t(accepting ? 'decision.acceptTitle' : 'decision.rejectTitle', { name: named })}
        confirmLabel={t(accepting ? 'decision.yesAccept' : 'decision.yesReject')}
        danger={!accepting}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onDecide(asking);
          setAsking(null);
        }}
      >
        <p>
          {asking && explain(t, asking, name ?? t('decision.theApplicant'), jobTitle, acceptFills)}
        </p>
      </ConfirmDialog>
    </Actions>
  );
}
