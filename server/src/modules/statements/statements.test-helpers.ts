import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/build-test-app';
import { multipart } from '../../../test/factories';
import type { Member } from '../jobs/jobs.test-helpers';

/** Statements as the partner bank exports them, and the calls of the statements tests. */

export interface Credit {
  day?: string;
  description: string;
  credit?: string;
  debit?: string;
  bankRef?: string;
}

let balance = 1_000_000_00;

/**
 * An HBL-style export (the layout of fixtures/hbl-statement.csv): lines about the account, the
 * header row, the transactions with a running balance, a closing line; CRLF and a BOM, as
 * Windows banking exports write them.
 */
export function bankExport(lines: Credit[]): Buffer {
  const rupees = (paisa: number) =>
    `"${(paisa / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}"`;
  const rows = lines.map((line) => {
    const credit = line.credit ? Math.round(Number(line.credit.replace(/,/g, '')) * 100) : 0;
    const debit = line.debit ? Math.round(Number(line.debit.replace(/,/g, '')) * 100) : 0;
    balance += credit - debit;
    const day = line.day ?? '27-11-2026';
    return [
      day,
      day,
      line.description,
      line.bankRef ?? `FT${randomUUID().slice(0, 8).toUpperCase()}`,
      line.debit ? `"${line.debit}"` : '',
      line.credit ? `"${line.credit}"` : '',
      rupees(balance),
    ].join(',');
  });
  const text = [
    'HBL Account Statement',
    'Account Title,KAAMYAAB ESCROW ACCOUNT',
    'Account Number,0123-79012345-03',
    ',',
    'Transaction Date,Value Date,Description,Cheque/Reference No,Debit,Credit,Balance',
    ...rows,
    ',,Closing Balance,,,,',
  ].join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

export async function importAs(
  t: TestApp,
  who: Member,
  bytes: Buffer,
  fields: Record<string, string> = { layout: 'bankExport' },
  headers: Record<string, string> = {},
) {
  const form = await multipart(
    { fileName: 'hbl-november.csv', ...fields },
    { statement: { bytes, name: 'statement.csv', type: 'text/csv' } },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/statements',
    headers: { ...who.headers, ...form.headers, ...headers },
    payload: form.payload,
  });
}

export function resolveAs(t: TestApp, who: Member, lineId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/statement-lines/${lineId}/resolve`,
    headers: who.headers,
    payload: { idempotencyKey: randomUUID(), note: 'Checked with the bank', ...body },
  });
}

/** Rupees as the bank prints them, from paisa. */
export const printed = (paisa: number) =>
  (paisa / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
