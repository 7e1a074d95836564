import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeading, formatDate, useDocumentMeta } from '@kaamyaab/shared-ui';
import { LoadMoreButton, ListNote } from '@kaamyaab/shared-ui/listings';
import { useDealsT } from '../../i18n/ui-deals-strings';
import { formatPaisa, percentOf } from '../../lib/paisa';
import { Figures, Muted, Section } from './deal-styles';
import type { DealRole } from './deal-types';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }

  td:last-child {
    text-align: end;
    white-space: nowrap;
  }

  ${({ theme }) => theme.media.mobile} {
    font-size: 0.9rem;

    th,
    td {
      padding: 0.35rem;
    }
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
`;

export interface MoneySummaryView {
  availablePaisa: number;
  inEscrowPaisa: number;
  releasedPaisa: number;
  fundedPaisa: number;
  refundedPaisa: number;
  feeBps: number;
}

export interface StatementLineView {
  id: string;
  at: string;
  /** A party's own accounts; a contract's ledger names the fee and the money coming in too. */
  account:
    | 'escrow'
    | 'earnings'
    | 'balance'
    | 'fees'
    | 'incoming'
    | 'tax'
    | 'payout'
    | 'unmatched'
    | 'outgoing';
  amountPaisa: number;
  contractId: string | null;
  contractTitle: string | null;
  milestoneTitle: string | null;
}

type Figure = [label: string, value: (summary: MoneySummaryView) => number];

/** Which figures each party's page shows: a freelancer's earnings, a company's payments. */
const figuresOf: Record<DealRole, (t: (key: string) => string) => Figure[]> = {
  freelancer: (t) => [
    [t('moneyPage.available'), (s) => s.availablePaisa],
    [t('moneyPage.inEscrow'), (s) => s.inEscrowPaisa],
    [t('moneyPage.releasedMonth'), (s) => s.releasedPaisa],
  ],
  company: (t) => [
    [t('moneyPage.inEscrow'), (s) => s.inEscrowPaisa],
    [t('moneyPage.funded'), (s) => s.fundedPaisa],
    [t('moneyPage.releasedEver'), (s) => s.releasedPaisa],
    [t('moneyPage.refunded'), (s) => s.refundedPaisa],
    [t('moneyPage.available'), (s) => s.availablePaisa],
  ],
};

const headingOf = { freelancer: 'moneyPage.earnings', company: 'moneyPage.payments' } as const;
const accountWord = {
  escrow: 'moneyPage.escrow',
  earnings: 'moneyPage.earningsAccount',
  balance: 'moneyPage.balance',
  fees: 'moneyPage.fees',
  incoming: 'moneyPage.incoming',
  tax: 'moneyPage.tax',
  payout: 'moneyPage.payout',
  unmatched: 'moneyPage.unmatched',
  outgoing: 'moneyPage.outgoing',
} as const;

interface StatementProps {
  statement: {
    status: 'loading' | 'ready' | 'failed';
    items: StatementLineView[];
    hasMore: boolean;
    loadingMore: boolean;
    loadMore: () => void;
  };
  contractHref: (contractId: string) => string;
  renderLink: (link: { to: string; children: ReactNode }) => ReactNode;
}

/** Ledger lines, newest first for a party, oldest first for a contract; "Show more" pages on. */
export function StatementTable({ statement, contractHref, renderLink }: StatementProps) {
  const { t, language } = useDealsT();
  let lines: ReactNode;
  if (statement.status === 'loading')
    lines = <ListNote role="status">{t('moneyPage.loading')}</ListNote>;
  else if (statement.status === 'failed')
    lines = <ListNote role="alert">{t('moneyPage.failed')}</ListNote>;
  else if (statement.items.length === 0) lines = <ListNote>{t('moneyPage.none')}</ListNote>;
  else
    lines = (
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('moneyPage.date')}</th>
            <th scope="col">{t('moneyPage.what')}</th>
            <th scope="col">{t('moneyPage.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {statement.items.map((line) => (
            <tr key={line.id}>
              <td>{formatDate(line.at, language)}</td>
              <td>
                {t(accountWord[line.account])}
                {line.contractId && line.contractTitle && (
                  <>
                    {' · '}
                    {renderLink({
                      to: contractHref(line.contractId),
                      children: <bdi>{line.contractTitle}</bdi>,
                    })}
                  </>
                )}
                {line.milestoneTitle && (
                  <>
                    {' · '}
                    <bdi>{line.milestoneTitle}</bdi>
                  </>
                )}
              </td>
              <td dir="ltr">{formatPaisa(line.amountPaisa, language)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  return (
    <>
      {lines}
      {statement.hasMore && (
        <LoadMoreButton onClick={statement.loadMore} loading={statement.loadingMore}>
          {t('moneyPage.more')}
        </LoadMoreButton>
      )}
    </>
  );
}

export interface MoneyOverviewProps {
  role: DealRole;
  summary:
    { status: 'loading' } | { status: 'failed' } | { status: 'ready'; summary: MoneySummaryView };
  statement: {
    status: 'loading' | 'ready' | 'failed';
    items: StatementLineView[];
    hasMore: boolean;
    loadingMore: boolean;
    loadMore: () => void;
  };
  csvHref: string;
  contractHref: (contractId: string) => string;
  renderLink: (link: { to: string; children: ReactNode }) => ReactNode;
}

/** A freelancer's Earnings or a company's Payments: the ledger's sums and its lines. */
export function MoneyOverview(props: MoneyOverviewProps) {
  const { role, summary, statement } = props;
  const { t, language } = useDealsT();
  useDocumentMeta(t(headingOf[role]), t('meta.money'));
  return (
    <section aria-labelledby="money-heading">
      <PageHeading id="money-heading">{t(headingOf[role])}</PageHeading>
      {summary.status === 'loading' && <p role="status">{t('moneyPage.loading')}</p>}
      {summary.status === 'failed' && <p role="alert">{t('moneyPage.failed')}</p>}
      {summary.status === 'ready' && (
        <>
          <Figures>
            {figuresOf[role](t).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{formatPaisa(value(summary.summary), language)}</dd>
              </div>
            ))}
          </Figures>
          <Muted>{t('moneyPage.fee', { percent: percentOf(summary.summary.feeBps) })}</Muted>
        </>
      )}
      <Section aria-labelledby="statement-heading">
        <Heading>
          <h2 id="statement-heading">{t('moneyPage.statement')}</h2>
          <a href={props.csvHref} download>
            {t('moneyPage.download')}
          </a>
        </Heading>
        <StatementTable
          statement={statement}
          contractHref={props.contractHref}
          renderLink={props.renderLink}
        />
      </Section>
    </section>
  );
}
