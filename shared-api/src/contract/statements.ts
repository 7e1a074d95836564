import * as z from 'zod/mini';
import { idempotencyKey } from './deals';
import { pageFields } from './paging';
import { onFirstUse } from './on-first-use';

/**
 * The partner bank's statement matched against pay-ins (docs/decisions/029-paying-in-and-out.md).
 * An admin uploads the platform account's statement as the bank's internet banking exports it;
 * each credit naming a waiting pay-in's reference with its amount funds the milestone.
 */

/** The largest statement accepted: a month of a busy account is well under it. */
export const MAX_STATEMENT_BYTES = 1024 * 1024;
/** Transactions one file may hold; a longer period is uploaded in parts. */
export const MAX_STATEMENT_LINES = 5000;

/**
 * `bankExport`: a Pakistani bank's internet-banking CSV, modelled on HBL's account statement
 * (a few lines about the account, then Transaction Date, Value Date, Description, Cheque/Reference
 * No, Debit, Credit, Balance); the header row is found by its names, which also cover Meezan's and
 * UBL's words (Narration, Particulars, Withdrawal, Deposit). `mapped`: any other CSV, read by the
 * columns the admin names.
 */
export const statementLayouts = ['bankExport', 'mapped'] as const;
export type StatementLayout = (typeof statementLayouts)[number];

/** How a mapped layout writes its dates: the separator may be `-`, `/`, `.` or a space. */
export const statementDateFormats = [
  'DD-MM-YYYY',
  'DD-MMM-YYYY',
  'YYYY-MM-DD',
  'MM-DD-YYYY',
] as const;
export type StatementDateFormat = (typeof statementDateFormats)[number];

export const statementLineStatuses = [
  /** The credit settled a waiting pay-in, or agrees with one an admin had confirmed. */
  'matched',
  /** Money that arrived with no pay-in to take it: held on `unmatched:<line>`. */
  'unmatched',
  /** A debit: money that left the account, kept for the record and never matched. */
  'skipped',
  /** Resolved by an admin: applied to a pay-in, credited to a company, refunded by hand. */
  'applied',
  'credited',
  'refunded',
] as const;
export type StatementLineStatus = (typeof statementLineStatuses)[number];

export const unmatchedReasons = [
  'unknownReference',
  'noReference',
  'wrongAmount',
  'paidTwice',
  /** Matching it failed for a reason of ours; the money is held like any other unmatched credit. */
  'notSettled',
] as const;
export type UnmatchedReason = (typeof unmatchedReasons)[number];

export const statementMessages = {
  layoutRequired: 'Choose the layout of the statement',
  columnInvalid: 'A column is a number from 1 to 50',
  dateFormatRequired: 'Choose how the dates are written',
  skipLinesInvalid: 'Header lines to skip is a number from 0 to 50',
  noteTooLong: 'The note must be at most 500 characters',
  refundReferenceRequired: "Enter the bank's reference of the refund transfer",
  referenceRequired: 'Enter the payment reference, e.g. KY-7K3M-Q9PX',
} as const;

const column = onFirstUse(() =>
  z.coerce
    .number({ error: statementMessages.columnInvalid })
    .check(
      z.int(statementMessages.columnInvalid),
      z.minimum(1, statementMessages.columnInvalid),
      z.maximum(50, statementMessages.columnInvalid),
    ),
);
/** An optional column: a form sends an empty field for "none". */
const optionalColumn = onFirstUse(() =>
  z.pipe(
    z.transform((value: unknown) => (value === '' || value === undefined ? undefined : value)),
    z.optional(column),
  ),
);

/** Which column holds what, counted from 1, and how many lines come before the first row. */
export const StatementMapping = onFirstUse(() =>
  z.object({
    dateColumn: column,
    dateFormat: z.enum(statementDateFormats, { error: statementMessages.dateFormatRequired }),
    descriptionColumn: column,
    creditColumn: column,
    debitColumn: column,
    referenceColumn: optionalColumn,
    balanceColumn: optionalColumn,
    skipLines: z.coerce
      .number({ error: statementMessages.skipLinesInvalid })
      .check(
        z.int(statementMessages.skipLinesInvalid),
        z.minimum(0, statementMessages.skipLinesInvalid),
        z.maximum(50, statementMessages.skipLinesInvalid),
      ),
  }),
);
export type StatementMapping = z.output<typeof StatementMapping>;

/**
 * The upload's text fields (multipart): the layout and, for `mapped`, the mapping's fields. The
 * file's SHA-256 is the import's idempotency key: sending it again answers the first import.
 */
export const ImportStatementFields = onFirstUse(() =>
  z.object({
    layout: z.enum(statementLayouts, { error: statementMessages.layoutRequired }),
    /** The file's name as the admin chose it, shown in the list of imports. */
    fileName: z.optional(z.string().check(z.maxLength(200))),
    dateColumn: z.optional(z.string()),
    dateFormat: z.optional(z.string()),
    descriptionColumn: z.optional(z.string()),
    creditColumn: z.optional(z.string()),
    debitColumn: z.optional(z.string()),
    referenceColumn: z.optional(z.string()),
    balanceColumn: z.optional(z.string()),
    skipLines: z.optional(z.string()),
  }),
);

const note = onFirstUse(() =>
  z._default(z.string().check(z.trim(), z.maxLength(500, statementMessages.noteTooLong)), ''),
);

/** An admin's decision on an unmatched line; the key makes a retried decision answer the first. */
export const ResolveLineBody = onFirstUse(() =>
  z.discriminatedUnion('action', [
    /** The pay-in by its reference (`KY-XXXX-XXXX`, as the pay-ins queue shows it). */
    z.object({
      action: z.literal('apply'),
      idempotencyKey,
      note,
      reference: z
        .string({ error: statementMessages.referenceRequired })
        .check(
          z.trim(),
          z.minLength(1, statementMessages.referenceRequired),
          z.maxLength(40, statementMessages.referenceRequired),
        ),
    }),
    z.object({ action: z.literal('credit'), idempotencyKey, note, companyId: z.uuid() }),
    z.object({
      action: z.literal('refund'),
      idempotencyKey,
      note,
      refundReference: z
        .string({ error: statementMessages.refundReferenceRequired })
        .check(
          z.trim(),
          z.minLength(1, statementMessages.refundReferenceRequired),
          z.maxLength(60, statementMessages.refundReferenceRequired),
        ),
    }),
  ]),
);
export type ResolveLineBody = z.output<typeof ResolveLineBody>;
export type LineResolution = ResolveLineBody['action'];

export const StatementIdParams = onFirstUse(() => z.object({ statementId: z.uuid() }));
export const StatementLineIdParams = onFirstUse(() => z.object({ lineId: z.uuid() }));
export const ListStatementsQuery = onFirstUse(() => z.object({ ...pageFields(20, 100) }));
export const ListUnmatchedQuery = onFirstUse(() => z.object({ ...pageFields(50, 100) }));

// Answers

/** What a line says and what became of it; `payIn` is the one it matched, names or was applied to. */
export const BankLineDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    statementId: z.string(),
    lineNumber: z.number(),
    bookedOn: z.string(),
    description: z.string(),
    bankReference: z.nullable(z.string()),
    direction: z.enum(['credit', 'debit']),
    amountPaisa: z.number(),
    paymentReference: z.nullable(z.string()),
    status: z.enum(statementLineStatuses),
    reason: z.nullable(z.enum(unmatchedReasons)),
    payIn: z.nullable(
      z.object({
        id: z.string(),
        reference: z.string(),
        amountPaisa: z.number(),
        status: z.string(),
        contractId: z.string(),
      }),
    ),
    resolutionNote: z.nullable(z.string()),
    refundReference: z.nullable(z.string()),
    creditedCompanyId: z.nullable(z.string()),
    resolvedAt: z.nullable(z.string()),
  }),
);
export type BankLineDto = z.infer<typeof BankLineDto>;

/** The import report: what the file's lines did, by outcome. */
export const StatementReportDto = onFirstUse(() =>
  z.object({
    lines: z.number(),
    matched: z.number(),
    matchedPaisa: z.number(),
    unmatched: z.record(z.enum(unmatchedReasons), z.number()),
    unmatchedPaisa: z.number(),
    skippedDebits: z.number(),
    duplicates: z.number(),
  }),
);
export type StatementReportDto = z.infer<typeof StatementReportDto>;

export const BankStatementDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    fileName: z.string(),
    layout: z.enum(statementLayouts),
    createdAt: z.string(),
    report: StatementReportDto,
  }),
);
export type BankStatementDto = z.infer<typeof BankStatementDto>;

export const StatementImportAnswer = onFirstUse(() =>
  z.object({
    statement: BankStatementDto,
    /** True when this file was imported before: the answer is that import, and nothing moved. */
    repeated: z.boolean(),
    lines: z.array(BankLineDto),
  }),
);
export type StatementImportAnswer = z.infer<typeof StatementImportAnswer>;

export const StatementsPage = onFirstUse(() =>
  z.object({
    statements: z.array(BankStatementDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);

export const BankLinesPage = onFirstUse(() =>
  z.object({
    lines: z.array(BankLineDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);

/** Why a line of the file could not be read; `value` is what the cell held. */
export const statementProblems = [
  'notCsv',
  'noHeader',
  'missingColumns',
  'badDate',
  'badAmount',
  'noAmount',
  'bothAmounts',
  'tooManyLines',
] as const;
export type StatementProblem = (typeof statementProblems)[number];

export const statementProblemsInEnglish: Record<StatementProblem, (value: string) => string> = {
  notCsv: (value) => `The file is not a CSV file that can be read (${value})`,
  noHeader: () =>
    'No header row with Transaction Date, Description, Debit and Credit was found: choose "Other layout" and name the columns',
  missingColumns: (value) => `The line has ${value} columns, fewer than the mapping names`,
  badDate: (value) => `"${value}" is not a date in the chosen format`,
  badAmount: (value) => `"${value}" is not an amount in rupees`,
  noAmount: () => 'The line has a date but neither a debit nor a credit',
  bothAmounts: () => 'The line has both a debit and a credit',
  tooManyLines: (value) => `A statement may hold at most ${value} lines: upload it in parts`,
};
