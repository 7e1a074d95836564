import { emptyUpload, useReconciliation } from '@kaamyaab/shared-api/client';
import { statementDateFormats } from '@kaamyaab/shared-api/contract';
import { PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import {
  StatementImports,
  StatementReport,
  StatementUpload,
  UnmatchedQueue,
  useStatementsT,
} from '@kaamyaab/shared-ui/statements';

/**
 * Bank statements: upload the partner bank's statement and read what it did, then decide the
 * credits nothing claimed; past imports below.
 */
export function ReconciliationPage() {
  const { t } = useStatementsT();
  useDocumentMeta(t('title'), t('meta'));
  const model = useReconciliation();
  return (
    <section aria-labelledby="statements-heading">
      <PageHeading id="statements-heading">{t('title')}</PageHeading>
      <StatementUpload
        initialValues={emptyUpload}
        dateFormats={statementDateFormats}
        upload={model.upload}
      />
      {model.report && (
        <StatementReport
          report={model.report.statement.report}
          repeated={model.report.repeated}
          lines={model.report.lines}
        />
      )}
      <UnmatchedQueue lines={model.unmatched} resolve={model.resolve} />
      <StatementImports imports={model.imports} />
    </section>
  );
}
