import styled from 'styled-components';
import { Button, formatDate } from '@kaamyaab/shared-ui';
import { usePayoutsT } from '../../i18n/ui-payouts-strings';
import { formatPaisa } from '../../lib/paisa';
import { Muted, Section } from '../deals/deal-styles';
import type { PayoutOutcome, PayoutView } from './payout-types';

/** A scroll box of its own, so a table wider than a narrow column never widens the page. */
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
    /* A masked IBAN is 24 characters without a space: it may break anywhere rather than overflow. */
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.mobile} {
    font-size: 0.9rem;

    th,
    td {
      padding: 0.35rem;
    }
  }
`;

/** The freelancer's payouts, newest first: each status in words, a failure with its reason. */
export function PayoutHistory({
  payouts,
  onCancel,
}: {
  payouts: PayoutView[];
  onCancel: (payoutId: string) => PayoutOutcome;
}) {
  const { t, language } = usePayoutsT();
  return (
    <Section aria-labelledby="history-heading">
      <h2 id="history-heading">{t('freelancer.historyHeading')}</h2>
      {payouts.length === 0 ? (
        <Muted>{t('freelancer.noPayouts')}</Muted>
      ) : (
        <Scroll role="region" aria-labelledby="history-heading" tabIndex={0}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('freelancer.columns.date')}</th>
                <th scope="col">{t('freelancer.columns.amount')}</th>
                <th scope="col">{t('freelancer.columns.to')}</th>
                <th scope="col">{t('freelancer.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((payout) => (
                <tr key={payout.id} data-testid="payout-row">
                  <td>{formatDate(payout.createdAt, language)}</td>
                  <td>{formatPaisa(payout.amountPaisa, language)}</td>
                  <td>
                    <bdi dir="ltr">{payout.method.maskedNumber}</bdi>
                  </td>
                  <td>
                    {t(`status.${payout.status}`)}
                    {payout.failureReason && `: ${payout.failureReason}`}
                    {payout.status === 'requested' || payout.status === 'awaitingSecondApproval' ? (
                      <div>
                        <Button
                          type="button"
                          $variant="ghost"
                          $size="sm"
                          onClick={() => void onCancel(payout.id)}
                        >
                          {t('freelancer.cancel')}
                        </Button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Section>
  );
}
