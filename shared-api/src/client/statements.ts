import { useCallback, useState } from 'react';
import { isAxiosError } from 'axios';
import {
  importStatement,
  listStatements,
  resolveStatementLine,
  unmatchedLines,
  type BankLineDto,
  type BankStatementDto,
  type BodyOf,
  type StatementImportAnswer,
  type StatementLayout,
} from '@kaamyaab/shared-api/contract';
import { call } from './call';
import { dealFailure, useIntents } from './deal-intents';
import { usePages } from './use-pages';
import { multipart } from './multipart';

/** The reconciliation's calls of the API contract, named so tests spy on them. */
export const statementsApi = {
  importStatement: async (form: FormData) => (await call(importStatement, { body: form })).data,
  listStatements: async (after?: string) => (await call(listStatements, { query: { after } })).data,
  unmatchedLines: async (after?: string) => (await call(unmatchedLines, { query: { after } })).data,
  resolveLine: async (lineId: string, body: BodyOf<typeof resolveStatementLine>) =>
    (await call(resolveStatementLine, { params: { lineId }, body })).data.line,
};

/** The upload form as typed: the layout, and a mapped layout's columns as text. */
export interface UploadValues {
  layout: StatementLayout;
  dateColumn: string;
  dateFormat: string;
  descriptionColumn: string;
  creditColumn: string;
  debitColumn: string;
  referenceColumn: string;
  balanceColumn: string;
  skipLines: string;
}

export const emptyUpload: UploadValues = {
  layout: 'bankExport',
  dateColumn: '1',
  dateFormat: 'DD-MM-YYYY',
  descriptionColumn: '2',
  creditColumn: '4',
  debitColumn: '3',
  referenceColumn: '',
  balanceColumn: '',
  skipLines: '1',
};

export type ResolveValues =
  | { action: 'apply'; reference: string; note: string }
  | { action: 'credit'; companyId: string; note: string }
  | { action: 'refund'; refundReference: string; note: string };

export interface UploadFailure {
  message: string;
  /** Each line the server could not read, in the reader's language. */
  lines: string[];
}

const linesOf = (error: unknown): string[] => {
  if (!isAxiosError(error)) return [];
  const errors = (error.response?.data as { errors?: { msg: string }[] } | undefined)?.errors;
  return Array.isArray(errors) ? errors.map((entry) => entry.msg) : [];
};

/**
 * The admin's reconciliation page: upload the partner bank's statement and read what it did,
 * the past imports, and the credits nothing claimed, each decided with an idempotency key kept
 * per line until the decision is known to be done.
 */
export function useReconciliation() {
  const [generation, setGeneration] = useState(0);
  const [report, setReport] = useState<StatementImportAnswer | null>(null);
  const intents = useIntents();
  const readImports = useCallback(
    async (after?: string) => {
      const { statements, nextCursor } = await statementsApi.listStatements(after);
      return { items: statements, nextCursor, generation };
    },
    [generation],
  );
  const readUnmatched = useCallback(
    async (after?: string) => {
      const { lines, nextCursor } = await statementsApi.unmatchedLines(after);
      return { items: lines, nextCursor, generation };
    },
    [generation],
  );
  const imports = usePages<BankStatementDto>(readImports, 'statement imports');
  const unmatched = usePages<BankLineDto>(readUnmatched, 'unmatched lines');
  return {
    report,
    imports,
    unmatched,
    upload: async (file: File, values: UploadValues): Promise<UploadFailure | null> => {
      const fields: Record<string, string> =
        values.layout === 'mapped' ? { ...values } : { layout: values.layout };
      try {
        const answer = await statementsApi.importStatement(
          multipart({ ...fields, fileName: file.name }, { statement: file }),
        );
        setReport(answer);
        setGeneration((n) => n + 1);
        return null;
      } catch (error) {
        return { message: dealFailure(error, importStatement), lines: linesOf(error) };
      }
    },
    resolve: async (lineId: string, values: ResolveValues): Promise<string | null> => {
      const intent = `resolve:${lineId}`;
      try {
        await statementsApi.resolveLine(lineId, {
          ...values,
          idempotencyKey: intents.keyOf(intent),
        });
        intents.settle(intent);
        unmatched.update((items) => items.filter((line) => line.id !== lineId));
        return null;
      } catch (error) {
        intents.failed(intent, error);
        return dealFailure(error, resolveStatementLine);
      }
    },
  };
}

export type ReconciliationModel = ReturnType<typeof useReconciliation>;
