import { InvoiceLinks, type InvoiceLinkView } from './invoice-links';
import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, PageHeading, formatDate, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ErrorBanner } from '@kaamyaab/shared-ui/forms';
import { useDealsT } from '../../i18n/ui-deals-strings';
import { formatPaisa } from '../../lib/paisa';
import { ActionForm, type ActionName } from './action-form';
import { ContractTimeline } from './contract-timeline';
import { ButtonRow, Figures, Muted, PlainList, Section, Tag } from './deal-styles';
import type { ContractView, MilestoneView, OfferValues, OfferQuote, Outcome } from './deal-types';
import type { FundingModel } from './funding-panel';
import { MilestoneCard, type MilestoneActionName } from './milestone-card';
import { OfferForm } from './offer-form';
import { OfferVersions } from './offer-versions';

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

const Done = styled.p`
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const notCounted: ReadonlySet<MilestoneView['status']> = new Set([
  'proposed',
  'rejected',
  'cancelled',
]);

type ContractActionName = Extract<ActionName, 'addBonus' | 'proposeMilestone' | 'endContract'>;

interface CounterModel {
  initialValues: OfferValues;
  feeBps: number;
  maxMilestones: number;
  validate: (values: OfferValues) => Record<string, string>;
  quote: (values: OfferValues) => OfferQuote;
  onSubmit: (values: OfferValues) => Outcome;
}

/** The outcomes a JazzCash return names; anything else in the address is not shown. */
const paymentOutcomes = new Set(['funded', 'credited', 'refused', 'pending', 'forged']);

export interface ContractRoomProps {
  state: 'loading' | 'failed' | 'ready';
  contract: ContractView | null;
  /** Counts the actions done, to say so (and move focus to the saying). */
  announcement: number;
  listHref: string;
  /** Where the way back leads, when it is not the party's contracts (the admin's queue). */
  listLabel?: string;
  /** Admins read a contract without its conversation. */
  conversationHref?: string;
  fileHref: (fileId: string) => string;
  renderLink: (link: { to: string; children: ReactNode }) => ReactNode;
  offer: {
    yourTurn: boolean;
    answer(action: 'accept' | 'decline'): Outcome;
    counter?: CounterModel;
  };
  milestoneActions(milestone: MilestoneView): MilestoneActionName[];
  contractActions: ContractActionName[];
  validate(action: ActionName): (values: Record<string, string>) => Record<string, string>;
  act(
    action: ActionName,
    values: Record<string, string>,
    files: File[],
    milestoneId?: string,
  ): Outcome;
  payIns: FundingModel;
  /** How a JazzCash checkout ended, as its return says in the address (`?payment=`). */
  paymentOutcome?: string;
  /** More of the room below the timeline: the admin's ledger lines. */
  children?: ReactNode;
  /** The invoices of the contract's releases, with their PDFs (decision 029). */
  invoices?: InvoiceLinkView[];
}

/**
 * The contract room, the same for the company and the freelancer: the terms and every version,
 * the answer awaited, the milestones with their moves, the contract's own actions, the timeline.
 */
export function ContractRoom(props: ContractRoomProps) {
  const { state, contract, announcement, offer, payIns } = props;
  const { t, language } = useDealsT();
  const [countering, setCountering] = useState(false);
  const [answerFailure, setAnswerFailure] = useState<string | null>(null);
  const [openAction, setOpenAction] = useState<ContractActionName | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const actionButtons = useRef<Partial<Record<ContractActionName, HTMLButtonElement | null>>>({});
  const focusDone = () => requestAnimationFrame(() => done.current?.focus());
  const current = contract?.versions.find((version) => version.version === contract.currentVersion);
  useDocumentMeta(current?.title ?? contract?.jobTitle ?? t('list.heading'), t('meta.room'));

  if (state === 'loading') return <p role="status">{t('room.loading')}</p>;
  if (state === 'failed' || !contract) return <p role="alert">{t('room.failed')}</p>;

  const counter = offer.counter;
  const awaitingName =
    contract.awaiting === 'company' ? contract.company.name : contract.freelancer.name;
  const answer = async (action: 'accept' | 'decline') => {
    const refusal = await offer.answer(action);
    setAnswerFailure(refusal);
    if (!refusal) focusDone();
  };
  // Once accepted, the contract is its milestones: bonuses and agreed additions count, proposals
  // and what was refused or cancelled do not.
  const agreed = contract.milestones.filter((m) => !notCounted.has(m.status));
  const totalPaisa = contract.milestones.length
    ? agreed.reduce((sum, milestone) => sum + milestone.amountPaisa, 0)
    : (current?.totalPaisa ?? 0);
  const figures: [string, number][] = [
    [t('room.total'), totalPaisa],
    [t('room.inEscrow'), contract.escrowPaisa],
    [t('room.released'), contract.releasedPaisa],
    [t('room.refunded'), contract.refundedPaisa],
  ];
  return (
    <article aria-labelledby="contract-title">
      <Links>
        {props.renderLink({ to: props.listHref, children: props.listLabel ?? t('room.all') })}
        {props.conversationHref &&
          props.renderLink({ to: props.conversationHref, children: t('room.conversation') })}
      </Links>
      <PageHeading id="contract-title">
        <bdi>{current?.title ?? contract.jobTitle}</bdi>
      </PageHeading>
      <Muted>
        {t('by.company')}: <bdi>{contract.company.name}</bdi> · {t('by.freelancer')}:{' '}
        <bdi>{contract.freelancer.name}</bdi> · {t('room.status')}:{' '}
        <Tag>{t(`status.${contract.status}`)}</Tag>
      </Muted>
      <Figures>
        {figures.map(([label, paisa]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatPaisa(paisa, language)}</dd>
          </div>
        ))}
      </Figures>
      <Done ref={done} tabIndex={-1} role="status" aria-live="polite">
        {announcement > 0 ? t('moves.done') : ''}
      </Done>
      {props.paymentOutcome && paymentOutcomes.has(props.paymentOutcome) && (
        <p role="status">{t(`funding.outcome.${props.paymentOutcome}`)}</p>
      )}
      {contract.status === 'ended' && contract.endedAt && (
        <p>
          {t('room.ended', { date: formatDate(contract.endedAt, language) })}{' '}
          {contract.endReason && t('room.endReason', { reason: contract.endReason })}
        </p>
      )}
      {contract.status === 'declined' && <p>{t('room.declined')}</p>}

      <Section aria-labelledby="offer-heading">
        <h2 id="offer-heading">{t('room.offer')}</h2>
        {contract.status === 'offered' && (
          <p>{offer.yourTurn ? t('room.yourTurn') : t('room.theirTurn', { name: awaitingName })}</p>
        )}
        {offer.yourTurn && !countering && (
          <>
            <ErrorBanner message={answerFailure} />
            <ButtonRow>
              <Button type="button" onClick={() => answer('accept')}>
                {t('room.accept')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setCountering(true)}>
                {t('room.counter')}
              </Button>
              <Button type="button" $variant="danger" onClick={() => answer('decline')}>
                {t('room.decline')}
              </Button>
            </ButtonRow>
          </>
        )}
        {countering && counter && (
          <OfferForm
            kind="counter"
            {...counter}
            onSubmit={async (values) => {
              const refusal = await counter.onSubmit(values);
              if (!refusal) {
                setCountering(false);
                focusDone();
              }
              return refusal;
            }}
            onCancel={() => setCountering(false)}
          />
        )}
        <OfferVersions versions={contract.versions} current={contract.currentVersion} />
      </Section>

      {contract.milestones.length > 0 && (
        <Section aria-labelledby="milestones-heading">
          <h2 id="milestones-heading">{t('room.milestones')}</h2>
          <PlainList>
            {contract.milestones.map((milestone) => (
              <MilestoneCard
                key={milestone.id}
                milestone={milestone}
                actions={props.milestoneActions(milestone)}
                validate={props.validate}
                act={(action, values, files) => props.act(action, values, files, milestone.id)}
                funding={payIns}
                fileHref={props.fileHref}
                onDone={focusDone}
              />
            ))}
          </PlainList>
        </Section>
      )}

      {props.invoices && <InvoiceLinks invoices={props.invoices} />}

      {props.contractActions.length > 0 && (
        <Section>
          {openAction ? (
            <ActionForm
              action={openAction}
              validate={props.validate(openAction)}
              onSubmit={(values, files) => props.act(openAction, values, files)}
              onDone={() => {
                setOpenAction(null);
                focusDone();
              }}
              onCancel={() => {
                const opener = openAction;
                setOpenAction(null);
                requestAnimationFrame(() => actionButtons.current[opener]?.focus());
              }}
            />
          ) : (
            <ButtonRow>
              {props.contractActions.map((action) => (
                <Button
                  key={action}
                  ref={(button) => {
                    actionButtons.current[action] = button;
                  }}
                  type="button"
                  $variant={action === 'endContract' ? 'danger' : 'secondary'}
                  onClick={() => setOpenAction(action)}
                >
                  {t(`moves.${action}`)}
                </Button>
              ))}
            </ButtonRow>
          )}
        </Section>
      )}

      <Section aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">{t('room.timeline')}</h2>
        <ContractTimeline events={contract.events} />
      </Section>
      {props.children}
    </article>
  );
}
