import styled from 'styled-components';
import { formatDate, formatDateTime } from '@kaamyaab/shared-ui';
import { ListNote, LoadMoreButton } from '@kaamyaab/shared-ui/listings';
import { formatPaisa } from '@kaamyaab/shared-ui/deals';
import { useStatementsT } from '../../i18n/ui-statements-strings';
import type {
  BankLineView,
  PagedList,
  StatementImportView,
  StatementReportView,
} from './statement-types';

/*
 * A wide table scrolls inside its own box; the page itself never scrolls sideways. Its width
 * comes from the page (inline-size containment), never from the table's widest line, so a
 * narrow content column beside the side menu (640 px) cannot be pushed wider by it.
 */
const Scroll = styled.div`
  contain: inline-size;
  overflow-x: auto;
`;

/* The report's labels are sentences: both columns share the width and wrap, at any size. */
const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 0.4rem 1rem;
  margin: 1rem 0;
  overflow-wrap: anywhere;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Section = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 0.4rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }

  td.amount {
    text-align: end;
    white-space: nowrap;
  }

  td.description {
    overflow-wrap: anywhere;
    min-width: 10rem;
  }
`;

/** The counts of one import: matched, unmatched by reason, debits and duplicates. */
export function ReportFigures({ report }: { report: StatementReportView }) {
  const { t, language } = useStatementsT();
  const reasons = Object.entries(report.unmatched).filter(([, count]) => count > 0);
  const rows: [string, string][] = [
    [t('report.lines'), String(report.lines)],
    [t('report.matched'), String(report.matched)],
    [t('report.matchedAmount'), formatPaisa(report.matchedPaisa, language)],
    [t('report.unmatched'), String(reasons.reduce((sum, [, count]) => sum + count, 0))],
    ...reasons.map(([reason, count]): [string, string] => [
      `· ${t(`reason.${reason}`)}`,
      String(count),
    ]),
    [t('report.unmatchedAmount'), formatPaisa(report.unmatchedPaisa, language)],
    [t('report.skippedDebits'), String(report.skippedDebits)],
    [t('report.duplicates'), String(report.duplicates)],
  ];
  return (
    <Figures>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </Figures>
  );
}

export function outcomeOf(line: BankLineView, t: (key: string) => string): string {
  const status = t(`status.${line.status}`);
  return line.reason ? `${status}: ${t(`reason.${line.reason}`)}` : status;
}

/** What an upload did: its figures, then every line it brought with its outcome. */
export function StatementReport({
  report,
  repeated,
  lines,
}: {
  report: StatementReportView;
  repeated: boolean;
  lines: BankLineView[];
}) {
  const { t, language } = useStatementsT();
  return (
    <Section aria-labelledby="statement-report-heading">
      <h2 id="statement-report-heading">{t('report.heading')}</h2>
      {repeated && <p role="note">{t('report.repeated')}</p>}
      <ReportFigures report={report} />
      <Scroll tabIndex={0} role="group" aria-labelledby="statement-report-heading">
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('report.line')}</th>
              <th scope="col">{t('report.date')}</th>
              <th scope="col">{t('report.description')}</th>
              <th scope="col">{t('report.amount')}</th>
              <th scope="col">{t('report.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td>{line.lineNumber}</td>
                <td>{formatDate(line.bookedOn, language)}</td>
                <td className="description" dir="ltr">
                  {line.description}
                </td>
                <td className="amount">
                  {line.direction === 'debit' ? '−' : ''}
                  {formatPaisa(line.amountPaisa, language)}
                </td>
                <td>{outcomeOf(line, t)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Section>
  );
}

/** Past imports, newest first, each summed up in one line. */
export function StatementImports({ imports }: { imports: PagedList<StatementImportView> }) {
  const { t, language } = useStatementsT();
  return (
    <Section aria-labelledby="statement-imports-heading">
      <h2 id="statement-imports-heading">{t('imports.heading')}</h2>
      {imports.status === 'ready' && imports.items.length === 0 && (
        <ListNote>{t('imports.none')}</ListNote>
      )}
      <ul>
        {imports.items.map((item) => (
          <li key={item.id}>
            <strong dir="ltr">{item.fileName}</strong> · {formatDateTime(item.createdAt, language)}
            <br />
            {t('imports.summary', {
              matched: item.report.matched,
              unmatched: Object.values(item.report.unmatched).reduce((a, b) => a + b, 0),
              debits: item.report.skippedDebits,
              duplicates: item.report.duplicates,
            })}
          </li>
        ))}
      </ul>
      {imports.hasMore && (
        <LoadMoreButton onClick={imports.loadMore} loading={imports.loadingMore}>
          {t('imports.more')}
        </LoadMoreButton>
      )}
    </Section>
  );
}
