/**
 * What the reconciliation views show, in their own terms (shared-ui knows no API): the
 * statement import's report, its lines, and the admin's decisions.
 */
export interface BankLineView {
  id: string;
  lineNumber: number;
  bookedOn: string;
  description: string;
  direction: 'credit' | 'debit';
  amountPaisa: number;
  status: string;
  reason: string | null;
  payIn: { id: string; reference: string; amountPaisa: number; status: string } | null;
}

export interface StatementReportView {
  lines: number;
  matched: number;
  matchedPaisa: number;
  unmatched: Record<string, number>;
  unmatchedPaisa: number;
  skippedDebits: number;
  duplicates: number;
}

export interface StatementImportView {
  id: string;
  fileName: string;
  createdAt: string;
  report: StatementReportView;
}

export interface UploadFormValues {
  layout: 'bankExport' | 'mapped';
  dateColumn: string;
  dateFormat: string;
  descriptionColumn: string;
  creditColumn: string;
  debitColumn: string;
  referenceColumn: string;
  balanceColumn: string;
  skipLines: string;
}

export type Decision =
  | { action: 'apply'; reference: string; note: string }
  | { action: 'credit'; companyId: string; note: string }
  | { action: 'refund'; refundReference: string; note: string };

/** A list read a page at a time, as the client's `usePages` gives it. */
export interface PagedList<Item> {
  status: 'loading' | 'ready' | 'failed';
  items: Item[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}
