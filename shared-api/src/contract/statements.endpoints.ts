import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import {
  BankLineDto,
  BankLinesPage,
  ImportStatementFields,
  ListStatementsQuery,
  ListUnmatchedQuery,
  ResolveLineBody,
  StatementIdParams,
  StatementImportAnswer,
  StatementLineIdParams,
  StatementsPage,
} from './statements';
import { onFirstUse } from './on-first-use';

/**
 * Reconciling the partner bank's statement (docs/decisions/029-paying-in-and-out.md): admins
 * upload it, read what each import did, and decide the credits nothing claimed.
 */

export const importStatement = endpoint({
  operationId: 'importBankStatement',
  method: 'POST',
  path: '/admin/statements',
  tag: 'payments',
  summary:
    "Upload the platform account's statement (CSV): credits naming a waiting pay-in settle it",
  who: ['admin'],
  body: ImportStatementFields,
  files: ['statement'],
  status: 201,
  answer: onFirstUse(() => envelope(StatementImportAnswer)),
  errors: ['statementRequired', 'statementTooLarge', 'statementUnreadable', 'statementEmpty'],
});

export const listStatements = endpoint({
  operationId: 'listBankStatements',
  method: 'GET',
  path: '/admin/statements',
  tag: 'payments',
  summary: 'Past imports of the bank statement, newest first, each with its report',
  who: ['admin'],
  query: ListStatementsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(StatementsPage)),
  errors: ['badCursor'],
});

export const readStatement = endpoint({
  operationId: 'readBankStatement',
  method: 'GET',
  path: '/admin/statements/:statementId',
  tag: 'payments',
  summary: 'One import: its report and every line it brought',
  who: ['admin'],
  params: StatementIdParams,
  status: 200,
  answer: onFirstUse(() => envelope(StatementImportAnswer)),
  errors: ['statementNotFound'],
});

export const unmatchedLines = endpoint({
  operationId: 'listUnmatchedStatementLines',
  method: 'GET',
  path: '/admin/statement-lines/unmatched',
  tag: 'payments',
  summary: 'Credits no pay-in claimed, oldest first, each with its reason',
  who: ['admin'],
  query: ListUnmatchedQuery,
  status: 200,
  answer: onFirstUse(() => envelope(BankLinesPage)),
  errors: ['badCursor'],
});

export const resolveStatementLine = endpoint({
  operationId: 'resolveStatementLine',
  method: 'POST',
  path: '/admin/statement-lines/:lineId/resolve',
  tag: 'payments',
  summary:
    "Apply an unmatched credit to a waiting pay-in, credit a company's balance, or record its refund",
  who: ['admin'],
  params: StatementLineIdParams,
  body: ResolveLineBody,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ line: BankLineDto }))),
  errors: [
    'statementLineNotFound',
    'statementLineResolved',
    'payInNotFound',
    'payInDecided',
    'statementAmountMismatch',
    'companyNotFound',
    'idempotencyReused',
    'contractNotActive',
    'illegalMove',
  ],
});

export const statementEndpoints = [
  importStatement,
  listStatements,
  readStatement,
  unmatchedLines,
  resolveStatementLine,
] as const;
