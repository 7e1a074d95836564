import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, formatDate } from '@kaamyaab/shared-ui';
import { formatPaisa } from '@kaamyaab/shared-ui/deals';
import { useDisputesT } from '../../i18n/ui-disputes-strings';
import type { DisputeSide, DisputeView } from './dispute-types';

const Statement = styled.blockquote`
  margin: 0.5rem 0;
  padding-inline-start: 0.75rem;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Facts = styled.ul`
  margin: 0.5rem 0;
  padding-inline-start: 1.25rem;
`;

/**
 * One dispute as both parties and the admins read it: the two sides' statements and amounts,
 * the evidence, the deadline, and the outcome with the admin's reason in the reader's language.
 * `children` holds the actions the reader may take (answer, accept, add files, decide).
 */
export function DisputeCard({ dispute, children }: { dispute: DisputeView; children?: ReactNode }) {
  const { t, language } = useDisputesT();
  const money = (paisa: number) => formatPaisa(paisa, language);
  const sideName = (side: DisputeSide) => t(`side.${side}`);
  const other: DisputeSide = dispute.openedBy === 'company' ? 'freelancer' : 'company';
  const headingId = `dispute-${dispute.id}`;
  const outcome = dispute.outcome;
  const reason = outcome && (language === 'ur' ? outcome.reasonUr : outcome.reasonEn);
  return (
    <Card as="article" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('card.heading', { title: dispute.milestoneTitle })}</h3>
      <p role="status">
        <strong>{t(`status.${dispute.status}`)}</strong> ·{' '}
        {t('card.held', { amount: money(dispute.escrowPaisa) })}
      </p>
      <p>
        {t('card.opened', {
          side: sideName(dispute.openedBy),
          date: formatDate(dispute.openedAt, language),
        })}
      </p>
      <Statement>{dispute.statement}</Statement>
      <p>
        {t('card.asks', { side: sideName(dispute.openedBy), amount: money(dispute.amountPaisa) })}
      </p>
      {dispute.status === 'awaitingAnswer' && (
        <p>
          {t('card.due', {
            date: formatDate(dispute.answerDueAt, language),
            side: sideName(dispute.openedBy),
          })}
        </p>
      )}
      {dispute.answer && (
        <>
          <h4>{t('card.answerHeading')}</h4>
          <Statement>{dispute.answer.statement}</Statement>
          <p>
            {t('card.asks', { side: sideName(other), amount: money(dispute.answer.amountPaisa) })}
          </p>
        </>
      )}
      {dispute.evidence.length > 0 && (
        <>
          <h4>{t('card.evidence')}</h4>
          <Facts>
            {dispute.evidence.map((item) => (
              <li key={item.id}>
                {sideName(item.side)}:{' '}
                {item.kind === 'file' ? (
                  <a href={`/api/v1/files/${item.refId}`} target="_blank" rel="noreferrer">
                    {t('card.file', { type: item.text })}
                  </a>
                ) : (
                  <>
                    {t(`card.${item.kind}`)} “{item.text}”
                  </>
                )}
              </li>
            ))}
          </Facts>
        </>
      )}
      {outcome && (
        <>
          <h4>{t('card.outcome')}</h4>
          <p>{t(`card.how.${outcome.how}`)}</p>
          <Facts>
            <li>{t('card.paid', { amount: money(outcome.freelancerPaisa) })}</li>
            <li>{t('card.refunded', { amount: money(outcome.companyPaisa) })}</li>
          </Facts>
          {outcome.reasonCode && (
            <p>
              {t('card.reason')}: {t(`reasons.${outcome.reasonCode}`)}
              {reason ? ` — ${reason}` : ''}
            </p>
          )}
          <p>{t('card.fee')}</p>
        </>
      )}
      {children}
    </Card>
  );
}
