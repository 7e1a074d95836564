import {
  unmatchedReasons,
  type BankLineDto,
  type BankStatementDto,
  type StatementReportDto,
  type UnmatchedReason,
} from '@kaamyaab/shared-api/contract';
import type { LineTally, LineView, StatementRow } from './statements.repository';

/** Statements and lines in the contract's shape; columns never leak. */
export function presentLine({ line, payIn }: LineView): BankLineDto {
  return {
    id: line.id,
    statementId: line.statementId,
    lineNumber: line.lineNumber,
    bookedOn: line.bookedOn,
    description: line.description,
    bankReference: line.bankReference,
    direction: line.direction,
    amountPaisa: line.amount,
    paymentReference: line.paymentReference,
    status: line.status,
    reason: line.reason,
    payIn: payIn && {
      id: payIn.id,
      reference: payIn.reference,
      amountPaisa: payIn.amount,
      status: payIn.status,
      contractId: payIn.contractId,
    },
    resolutionNote: line.resolutionNote,
    refundReference: line.refundReference,
    creditedCompanyId: line.creditedCompanyId,
    resolvedAt: line.resolvedAt?.toISOString() ?? null,
  };
}

/** The report is read from the lines (a line resolved since counts under how it arrived). */
export function reportOf(statement: StatementRow, tallies: LineTally[]): StatementReportDto {
  const unmatched = Object.fromEntries(unmatchedReasons.map((reason) => [reason, 0])) as Record<
    UnmatchedReason,
    number
  >;
  const report: StatementReportDto = {
    lines: statement.lineCount,
    matched: 0,
    matchedPaisa: 0,
    unmatched,
    unmatchedPaisa: 0,
    skippedDebits: 0,
    duplicates: statement.duplicateCount,
  };
  for (const tally of tallies.filter((row) => row.statementId === statement.id)) {
    if (tally.status === 'matched') {
      report.matched += tally.count;
      report.matchedPaisa += tally.paisa;
    } else if (tally.status === 'skipped') {
      report.skippedDebits += tally.count;
    } else if (tally.reason) {
      unmatched[tally.reason] += tally.count;
      report.unmatchedPaisa += tally.paisa;
    }
  }
  return report;
}

export function presentStatement(statement: StatementRow, tallies: LineTally[]): BankStatementDto {
  return {
    id: statement.id,
    fileName: statement.fileName,
    layout: statement.layout,
    createdAt: statement.createdAt.toISOString(),
    report: reportOf(statement, tallies),
  };
}
