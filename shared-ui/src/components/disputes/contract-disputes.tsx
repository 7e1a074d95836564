import styled from 'styled-components';
import { formatPaisa } from '@kaamyaab/shared-ui/deals';
import { useDisputesT } from '../../i18n/ui-disputes-strings';
import { DisputeCard } from './dispute-card';
import { AcceptButton, DisputeStatementForm, EvidenceForm } from './dispute-forms';
import type {
  DisputableMilestone,
  DisputeFormFields,
  DisputeOutcome,
  DisputeSide,
  DisputeView,
} from './dispute-types';

const Section = styled.section`
  margin-top: 1.5rem;
  display: grid;
  gap: 0.75rem;
`;

export interface ContractDisputesProps {
  /** Only an active contract can have a dispute opened; its disputes are shown at any time. */
  active: boolean;
  milestones: DisputableMilestone[];
  load:
    | { status: 'loading' }
    | { status: 'failed' }
    | { status: 'ready'; disputes: { side: DisputeSide | null; disputes: DisputeView[] } };
  open: (milestoneId: string, fields: DisputeFormFields) => DisputeOutcome;
  answer: (disputeId: string, fields: DisputeFormFields) => DisputeOutcome;
  accept: (disputeId: string) => DisputeOutcome;
  addEvidence: (disputeId: string, files: File[]) => DisputeOutcome;
}

/** What the reader may do on one dispute: answer it, accept the other side's amount, add files. */
function DisputeActions({
  dispute,
  side,
  milestone,
  answer,
  accept,
  addEvidence,
}: {
  dispute: DisputeView;
  side: DisputeSide;
  milestone: DisputableMilestone | undefined;
} & Pick<ContractDisputesProps, 'answer' | 'accept' | 'addEvidence'>) {
  const { t, language } = useDisputesT();
  if (dispute.status === 'resolved') return null;
  const mine = dispute.openedBy === side;
  const theirs = mine ? (dispute.answer?.amountPaisa ?? null) : dispute.amountPaisa;
  return (
    <>
      {!mine && dispute.status === 'awaitingAnswer' && (
        <DisputeStatementForm
          submissions={milestone?.submissions ?? []}
          onSend={(_milestoneId, fields) => answer(dispute.id, fields)}
        />
      )}
      {theirs !== null && (
        <AcceptButton
          label={t('form.accept', { amount: formatPaisa(theirs, language) })}
          onAccept={() => accept(dispute.id)}
        />
      )}
      <EvidenceForm onSend={(files) => addEvidence(dispute.id, files)} />
    </>
  );
}

/**
 * The contract room's disputes, for either party: each dispute with what the reader may do on
 * it, and the form to open one on a submitted or sent-back milestone.
 */
export function ContractDisputes({
  active,
  milestones,
  load,
  open,
  answer,
  accept,
  addEvidence,
}: ContractDisputesProps) {
  const { t } = useDisputesT();
  const body = () => {
    if (load.status === 'loading') return <p role="status">{t('section.loading')}</p>;
    if (load.status === 'failed') return <p role="alert">{t('section.failed')}</p>;
    const { side, disputes } = load.disputes;
    const disputable = milestones.filter((milestone) =>
      ['submitted', 'changesRequested'].includes(milestone.status),
    );
    return (
      <>
        <p>{t('section.intro')}</p>
        {disputes.length === 0 && <p>{t('section.none')}</p>}
        {disputes.map((dispute) => (
          <DisputeCard key={dispute.id} dispute={dispute}>
            {side && (
              <DisputeActions
                dispute={dispute}
                side={side}
                milestone={milestones.find((one) => one.id === dispute.milestoneId)}
                answer={answer}
                accept={accept}
                addEvidence={addEvidence}
              />
            )}
          </DisputeCard>
        ))}
        {active &&
          (disputable.length > 0 ? (
            <DisputeStatementForm milestones={disputable} onSend={open} />
          ) : (
            <p>{t('form.noneToDispute')}</p>
          ))}
      </>
    );
  };
  return (
    <Section aria-labelledby="disputes-heading">
      <h2 id="disputes-heading">{t('section.heading')}</h2>
      {body()}
    </Section>
  );
}
