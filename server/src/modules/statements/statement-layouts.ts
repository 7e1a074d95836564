import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  MAX_STATEMENT_LINES,
  type StatementLayout,
  type StatementMapping,
  type StatementProblem,
} from '@kaamyaab/shared-api/contract';
import { readAmount } from './statement-amounts';
import { readBankDate, readDate } from './statement-dates';

/**
 * Reads a statement's CSV into its transactions, or every line it could not read. A file with
 * one unreadable line is refused whole: an import that silently left a line out would leave the
 * ledger short of the partner account, and the same file could not be sent again once fixed.
 */

export interface StatementLine {
  /** The line of the file the row starts on (1 is the first). */
  lineNumber: number;
  bookedOn: string;
  description: string;
  bankReference: string | null;
  direction: 'credit' | 'debit';
  amount: number;
  balance: number | null;
  /** The same line across files: overlapping statements bring it once. */
  fingerprint: string;
}

export interface LineProblem {
  lineNumber: number;
  problem: StatementProblem;
  value: string;
}

export type ReadStatement =
  { ok: true; lines: StatementLine[] } | { ok: false; problems: LineProblem[] };

interface Columns {
  date: number;
  description: number;
  credit: number;
  debit: number;
  reference: number | null;
  balance: number | null;
}

interface Row {
  cells: string[];
  lineNumber: number;
}

/** Header names as HBL, Meezan, UBL, MCB and Allied print them, without case or punctuation. */
const HEADER_NAMES: Record<keyof Columns, string[]> = {
  date: [
    'transactiondate',
    'txndate',
    'trandate',
    'transdate',
    'date',
    'postingdate',
    'bookingdate',
  ],
  description: [
    'description',
    'narration',
    'particulars',
    'details',
    'transactiondetails',
    'transactiondescription',
    'remarks',
  ],
  debit: ['debit', 'debits', 'debitamount', 'withdrawal', 'withdrawals', 'dr'],
  credit: ['credit', 'credits', 'creditamount', 'deposit', 'deposits', 'cr'],
  reference: [
    'chequereferenceno',
    'chequerefno',
    'referenceno',
    'reference',
    'refno',
    'chequeno',
    'chqno',
    'instrumentno',
    'transactionid',
  ],
  balance: ['balance', 'runningbalance', 'availablebalance'],
};

const headerName = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

function findHeader(rows: Row[]): { columns: Columns; index: number } | null {
  for (const [index, row] of rows.slice(0, 40).entries()) {
    const names = row.cells.map(headerName);
    const at = (key: keyof Columns) => {
      const found = names.findIndex((name) => HEADER_NAMES[key].includes(name));
      return found === -1 ? null : found;
    };
    const [date, description, debit, credit] = [
      at('date'),
      at('description'),
      at('debit'),
      at('credit'),
    ];
    if (date !== null && description !== null && debit !== null && credit !== null)
      return {
        columns: {
          date,
          description,
          debit,
          credit,
          reference: at('reference'),
          balance: at('balance'),
        },
        index,
      };
  }
  return null;
}

const fromMapping = (mapping: StatementMapping): Columns => ({
  date: mapping.dateColumn - 1,
  description: mapping.descriptionColumn - 1,
  credit: mapping.creditColumn - 1,
  debit: mapping.debitColumn - 1,
  reference: mapping.referenceColumn ? mapping.referenceColumn - 1 : null,
  balance: mapping.balanceColumn ? mapping.balanceColumn - 1 : null,
});

function readRows(text: string, skipLines: number): Row[] | LineProblem {
  try {
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      from_line: skipLines + 1,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ cells: record, lineNumber: info.lines }));
  } catch (error) {
    const lines = (error as { lines?: number }).lines ?? 1;
    const code = String((error as { code?: string }).code ?? 'CSV_INVALID');
    return { lineNumber: lines, problem: 'notCsv', value: code };
  }
}

type ReadRow = Omit<StatementLine, 'fingerprint'> | LineProblem | null;

/** One transaction, a problem, or null for a row that is no transaction (no date: totals, balances). */
function readRow(row: Row, columns: Columns, dateOf: (cell: string) => string | null): ReadRow {
  const cell = (index: number | null) => (index === null ? '' : (row.cells[index] ?? ''));
  if (row.cells.every((value) => value === '')) return null;
  const needed = Math.max(columns.date, columns.description, columns.credit, columns.debit) + 1;
  if (row.cells.length < needed) {
    // A short row without a date is a note under the table ("Closing balance", a footer).
    if (cell(columns.date) === '') return null;
    return {
      lineNumber: row.lineNumber,
      problem: 'missingColumns',
      value: String(row.cells.length),
    };
  }
  const dateCell = cell(columns.date);
  if (dateCell === '') return null;
  const bookedOn = dateOf(dateCell);
  const problem = (kind: StatementProblem, value = ''): LineProblem => ({
    lineNumber: row.lineNumber,
    problem: kind,
    value,
  });
  if (!bookedOn) return problem('badDate', dateCell);
  const credit = readAmount(cell(columns.credit));
  if (!credit || credit.negative) return problem('badAmount', cell(columns.credit));
  const debit = readAmount(cell(columns.debit));
  if (!debit || debit.negative) return problem('badAmount', cell(columns.debit));
  if (credit.paisa > 0 && debit.paisa > 0) return problem('bothAmounts');
  if (credit.paisa === 0 && debit.paisa === 0) return problem('noAmount');
  const balanceCell = cell(columns.balance);
  const balance = balanceCell === '' ? null : readAmount(balanceCell);
  if (balanceCell !== '' && !balance) return problem('badAmount', balanceCell);
  return {
    lineNumber: row.lineNumber,
    bookedOn,
    description: cell(columns.description).replace(/\s+/g, ' '),
    bankReference: cell(columns.reference) || null,
    direction: credit.paisa > 0 ? 'credit' : 'debit',
    amount: credit.paisa || debit.paisa,
    balance: balance ? (balance.negative ? -balance.paisa : balance.paisa) : null,
  };
}

/**
 * What makes a line the same line in another file: its day, direction, amount, the bank's
 * reference, description and running balance, and how many identical lines came before it in
 * its file (two equal transfers on one day without a balance column are two lines, not one).
 */
function withFingerprints(lines: Omit<StatementLine, 'fingerprint'>[]): StatementLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const identity = [
      line.bookedOn,
      line.direction,
      line.amount,
      line.bankReference ?? '',
      line.description.toUpperCase(),
      line.balance ?? '',
    ].join('|');
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    const fingerprint = createHash('sha256').update(`${identity}|${occurrence}`).digest('hex');
    return { ...line, fingerprint };
  });
}

export function readStatement(
  bytes: Buffer,
  layout: StatementLayout,
  mapping: StatementMapping | null,
): ReadStatement {
  if (bytes.includes(0))
    return { ok: false, problems: [{ lineNumber: 1, problem: 'notCsv', value: 'binary' }] };
  const rows = readRows(
    bytes.toString('utf8'),
    layout === 'mapped' && mapping ? mapping.skipLines : 0,
  );
  if (!Array.isArray(rows)) return { ok: false, problems: [rows] };
  let columns: Columns;
  let body: Row[];
  let dateOf: (cell: string) => string | null;
  if (layout === 'mapped' && mapping) {
    columns = fromMapping(mapping);
    body = rows;
    dateOf = (cell) => readDate(cell, mapping.dateFormat);
  } else {
    const header = findHeader(rows);
    if (!header)
      return { ok: false, problems: [{ lineNumber: 1, problem: 'noHeader', value: '' }] };
    columns = header.columns;
    body = rows.slice(header.index + 1);
    dateOf = readBankDate;
  }
  const lines: Omit<StatementLine, 'fingerprint'>[] = [];
  const problems: LineProblem[] = [];
  for (const row of body) {
    const read = readRow(row, columns, dateOf);
    if (read === null) continue;
    if ('problem' in read) problems.push(read);
    else lines.push(read);
  }
  if (lines.length > MAX_STATEMENT_LINES)
    problems.unshift({
      lineNumber: 1,
      problem: 'tooManyLines',
      value: String(MAX_STATEMENT_LINES),
    });
  return problems.length ? { ok: false, problems } : { ok: true, lines: withFingerprints(lines) };
}

/**
 * The pay-in reference a line carries, wherever the bank put it (narration or reference) and
 * however it printed it (`KY-7K3M-Q9PX`, `ky 7k3m q9px`, `KY7K3MQ9PX`), in the pay-ins' form.
 */
const REFERENCE_IN_TEXT =
  /(?<![A-Z0-9])KY[\s_-]*([2-9A-HJ-NP-Z]{4})[\s_-]*([2-9A-HJ-NP-Z]{4})(?![A-Z0-9])/;

export function paymentReferenceIn(line: Pick<StatementLine, 'description' | 'bankReference'>) {
  const match = REFERENCE_IN_TEXT.exec(
    `${line.description} ${line.bankReference ?? ''}`.toUpperCase(),
  );
  return match ? `KY-${match[1]}-${match[2]}` : null;
}
