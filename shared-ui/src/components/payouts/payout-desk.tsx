import styled from 'styled-components';
import { useState } from 'react';
import { Button, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ErrorBanner, SelectField, TextField } from '@kaamyaab/shared-ui/forms';
import { ListNote } from '@kaamyaab/shared-ui/listings';
import { usePayoutsT } from '../../i18n/ui-payouts-strings';
import { formatPaisa } from '../../lib/paisa';
import { Box, ButtonRow, Muted, PlainList, Section } from '../deals/deal-styles';
import type { AdminPayoutView, PayoutBatchView, PayoutOutcome } from './payout-types';

/** Long unspaced numbers (a masked IBAN) wrap inside the page's column instead of widening it. */
const Page = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export interface PayoutDeskProps {
  byStatus: Partial<
    Record<'requested' | 'awaitingSecondApproval' | 'approved' | 'batched', AdminPayoutView[]>
  >;
  batches: PayoutBatchView[];
  failed: boolean;
  fileHref: (batchId: string) => string;
  approve: (payoutId: string) => PayoutOutcome;
  makeBatch: (rail: 'bankFile' | 'simulator', payoutIds: string[]) => PayoutOutcome;
  send: (batchId: string) => PayoutOutcome;
  mark: (payoutId: string, outcome: 'paid' | 'failed', note: string) => PayoutOutcome;
}

/**
 * The admins' payout desk: payouts to approve (showing who approved first where two must), the
 * approved ones to batch for a rail, the batches (the bank file to download, sending), and the
 * sent payouts whose bank results are marked one by one.
 */
export function PayoutDesk(props: PayoutDeskProps) {
  const { t, language } = usePayoutsT();
  useDocumentMeta(t('admin.heading'), t('meta.admin'));
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [rail, setRail] = useState<'bankFile' | 'simulator'>('bankFile');
  const [notes, setNotes] = useState<Record<string, string>>({});
  const act = async (run: () => PayoutOutcome) => {
    const outcome = await run();
    setError(outcome);
    setSaid(outcome === null ? t('admin.done') : '');
  };
  const money = (paisa: number) => formatPaisa(paisa, language);
  const approved = props.byStatus.approved ?? [];

  const approvalList = (items: AdminPayoutView[] = []) =>
    items.length === 0 ? (
      <Muted>{t('admin.none')}</Muted>
    ) : (
      <PlainList>
        {items.map((payout) => (
          <Box key={payout.id} data-testid="payout-to-approve">
            <strong>{payout.freelancer.name}</strong>
            {payout.freelancer.closed && ` (${t('admin.closedAccount')})`} ·{' '}
            {money(payout.amountPaisa)} · <bdi dir="ltr">{payout.method.maskedNumber}</bdi> ·{' '}
            {payout.method.accountTitle}
            {payout.needsSecondApproval && <Muted>{t('admin.needsTwo')}</Muted>}
            {payout.firstApproval && (
              <Muted>{t('admin.approvedBy', { name: payout.firstApproval.adminName })}</Muted>
            )}
            <ButtonRow>
              <Button type="button" onClick={() => act(() => props.approve(payout.id))}>
                {t('admin.approve', {
                  amount: money(payout.amountPaisa),
                  name: payout.freelancer.name,
                })}
              </Button>
            </ButtonRow>
          </Box>
        ))}
      </PlainList>
    );

  return (
    <Page aria-labelledby="payout-desk-heading">
      <PageHeading id="payout-desk-heading">{t('admin.heading')}</PageHeading>
      <p role="status" aria-live="polite">
        {said}
      </p>
      <ErrorBanner message={error} />
      {props.failed && <ListNote role="alert">{t('admin.failed')}</ListNote>}
      <Section aria-labelledby="to-approve">
        <h2 id="to-approve">{t('admin.toApprove')}</h2>
        {approvalList(props.byStatus.requested)}
      </Section>
      <Section aria-labelledby="second-approval">
        <h2 id="second-approval">{t('admin.secondApproval')}</h2>
        {approvalList(props.byStatus.awaitingSecondApproval)}
      </Section>
      <Section aria-labelledby="approved">
        <h2 id="approved">{t('admin.approved')}</h2>
        {approved.length === 0 ? (
          <Muted>{t('admin.none')}</Muted>
        ) : (
          <>
            <ul>
              {approved.map((payout) => (
                <li key={payout.id}>
                  {payout.freelancer.name} · {money(payout.amountPaisa)} ·{' '}
                  <bdi dir="ltr">{payout.method.maskedNumber}</bdi>
                </li>
              ))}
            </ul>
            <SelectField
              name="rail"
              label={t('admin.rail')}
              value={rail}
              options={(['bankFile', 'simulator'] as const).map((value) => ({
                value,
                label: t(`admin.rails.${value}`),
              }))}
              onChange={(event) => setRail(event.target.value as 'bankFile' | 'simulator')}
            />
            <Button
              type="button"
              onClick={() =>
                act(() =>
                  props.makeBatch(
                    rail,
                    approved.map((payout) => payout.id),
                  ),
                )
              }
            >
              {t('admin.makeBatch')}
            </Button>
          </>
        )}
      </Section>
      <Section aria-labelledby="batches">
        <h2 id="batches">{t('admin.batches')}</h2>
        {props.batches.length === 0 && <Muted>{t('admin.noBatches')}</Muted>}
        <PlainList>
          {props.batches.map((batch) => (
            <Box key={batch.id} data-testid="payout-batch">
              {t(`admin.rails.${batch.rail}`)}:{' '}
              {t('admin.batchLine', {
                count: batch.payoutCount,
                total: money(batch.totalPaisa),
                status: t(`admin.batchStatus.${batch.status}`),
                paid: batch.paidCount,
                failedCount: batch.failedCount,
              })}
              <ButtonRow>
                {batch.rail === 'bankFile' && (
                  <a href={props.fileHref(batch.id)}>{t('admin.download')}</a>
                )}
                {batch.status === 'ready' && (
                  <Button type="button" onClick={() => act(() => props.send(batch.id))}>
                    {t('admin.send')}
                  </Button>
                )}
              </ButtonRow>
            </Box>
          ))}
        </PlainList>
      </Section>
      <Section aria-labelledby="in-batches">
        <h2 id="in-batches">{t('admin.inBatches')}</h2>
        {(props.byStatus.batched ?? []).length === 0 && <Muted>{t('admin.none')}</Muted>}
        <PlainList>
          {(props.byStatus.batched ?? []).map((payout) => (
            <Box key={payout.id}>
              {payout.freelancer.name} · {money(payout.netPaisa)} ·{' '}
              <bdi dir="ltr">{payout.method.maskedNumber}</bdi>
              <TextField
                name={`note-${payout.id}`}
                label={t('admin.note')}
                value={notes[payout.id] ?? ''}
                onChange={(event) => setNotes({ ...notes, [payout.id]: event.target.value })}
              />
              <ButtonRow>
                <Button
                  type="button"
                  onClick={() => act(() => props.mark(payout.id, 'paid', notes[payout.id] ?? ''))}
                >
                  {t('admin.markPaid')}
                </Button>
                <Button
                  type="button"
                  $variant="danger"
                  onClick={() => act(() => props.mark(payout.id, 'failed', notes[payout.id] ?? ''))}
                >
                  {t('admin.markFailed')}
                </Button>
              </ButtonRow>
            </Box>
          ))}
        </PlainList>
      </Section>
    </Page>
  );
}
