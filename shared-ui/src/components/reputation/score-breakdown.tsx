import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '@kaamyaab/shared-ui';
import { formatPaisa } from '@kaamyaab/shared-api/money';
import { useReputationT } from '../../i18n/ui-reputation-strings';
import { ReputationLine } from './reputation-line';
import type { ScoreBreakdownView } from './reputation-types';

// A wide table scrolls inside its own box on a phone; the box takes the keyboard's focus.
const Scroll = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;

  th,
  td {
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
`;

const twoPlaces = (value: number) => value.toFixed(2);

/** A share of 1 as a percentage, for "on time". */
const percent = (value: number) => `${Math.round(value * 100)}%`;

export interface ScoreBreakdownProps {
  state: 'loading' | 'failed' | 'ready';
  score: ScoreBreakdownView | null;
  /** The private ratings' minimum and the contracts' minimum, from the formula. */
  privateMinimum: number;
  /** The formula's public page, linked by the app's router. */
  formulaPath: string;
  renderLink: (link: { to: string; children: ReactNode }) => ReactNode;
}

/**
 * How a party's own score came about: each counted contract's parts and weight, then the private
 * ratings as one rounded band over several reviews, never one contract's.
 */
export function ScoreBreakdown({
  state,
  score,
  privateMinimum,
  formulaPath,
  renderLink,
}: ScoreBreakdownProps) {
  const { t, language } = useReputationT();
  return (
    <section aria-labelledby="score-breakdown-heading">
      <h2 id="score-breakdown-heading">{t('breakdown.heading')}</h2>
      {state === 'loading' && <p role="status">{t('breakdown.loading')}</p>}
      {state === 'failed' && <p role="alert">{t('breakdown.failed')}</p>}
      {score && (
        <>
          <ReputationLine
            reputation={{ score: score.score, counted: score.contracts.length, badges: [] }}
            link={renderLink({ to: formulaPath, children: t('score.howItWorks') })}
          />
          {score.contracts.length === 0 ? (
            <p>{t('breakdown.none')}</p>
          ) : (
            <Scroll tabIndex={0} role="group" aria-labelledby="score-breakdown-heading">
              <Table>
                <thead>
                  <tr>
                    {(
                      [
                        'contract',
                        'ended',
                        'released',
                        'disputed',
                        'onTime',
                        'stars',
                        'outcome',
                        'weight',
                      ] as const
                    ).map((column) => (
                      <th key={column} scope="col">
                        {t(`breakdown.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {score.contracts.map((row) => (
                    <tr key={row.contractId}>
                      <th scope="row">{row.title}</th>
                      <td>{formatDate(row.endedAt, language)}</td>
                      <td>{formatPaisa(row.releasedPaisa, language)}</td>
                      <td>{t(row.disputed ? 'breakdown.yes' : 'breakdown.no')}</td>
                      <td>{percent(row.onTime)}</td>
                      <td>{row.stars ?? t('breakdown.noReview')}</td>
                      <td>{twoPlaces(row.outcome)}</td>
                      <td>{twoPlaces(row.weight)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
          )}
          {score.publicPart !== null && (
            <p>{t('breakdown.publicPart', { value: twoPlaces(score.publicPart) })}</p>
          )}
          <p>
            {score.privateBand === null
              ? t('breakdown.privateNone', { count: privateMinimum })
              : t('breakdown.privateBand', {
                  count: score.privateCount,
                  value: twoPlaces(score.privateBand),
                })}
          </p>
        </>
      )}
    </section>
  );
}
