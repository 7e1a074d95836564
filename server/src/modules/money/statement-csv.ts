import type { StatementAccount } from '@kaamyaab/shared-api/contract';
import { karachiDateTime } from './karachi-time';

/**
 * A statement as a CSV file a spreadsheet opens as it is: UTF-8 with a byte-order mark (so Excel
 * reads Urdu names), every field quoted, lines ended by CRLF (RFC 4180). Amounts are written from
 * whole paisa by integer division, never through a fraction.
 */
export interface CsvLine {
  at: Date;
  kind: string;
  account: StatementAccount;
  amountPaisa: number;
  contractTitle: string | null;
  milestoneTitle: string | null;
}

export const CSV_HEADER = [
  'Date (Pakistan time)',
  'Description',
  'Contract',
  'Milestone',
  'Account',
  'Amount (PKR)',
  'Balance of the account (PKR)',
];

/** What each ledger movement is called on a statement; an unknown one keeps its own name. */
const DESCRIPTIONS: Record<string, string> = {
  payInConfirmed: 'Paid into escrow',
  release: 'Released for approved work',
  autoRelease: 'Released automatically',
  partRelease: 'Part released',
  bonus: 'Bonus',
  refund: 'Refunded from escrow',
  disputeRelease: 'Released by a dispute settlement',
};

export const describeMovement = (kind: string) => DESCRIPTIONS[kind] ?? kind;

/** `-1234.05` from -123405 paisa: whole rupees by integer division, paisa by the remainder. */
export function rupeesText(paisa: number): string {
  const sign = paisa < 0 ? '-' : '';
  const whole = Math.abs(paisa);
  const rupees = (whole - (whole % 100)) / 100;
  return `${sign}${rupees}.${String(whole % 100).padStart(2, '0')}`;
}

const NUMBER = /^-?\d+\.\d{2}$/;
/**
 * A field a spreadsheet would read as a formula (=, +, -, @, and tab or return that some treat
 * so) gets a leading apostrophe: a contract title like `=HYPERLINK(…)` stays text. Amounts this
 * file writes itself are numbers and stay as they are.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Lines oldest first, each with the balance of its account after it. */
export function statementCsv(lines: readonly CsvLine[]): string {
  const balances = new Map<StatementAccount, number>();
  const rows = lines.map((line) => {
    const balance = (balances.get(line.account) ?? 0) + line.amountPaisa;
    balances.set(line.account, balance);
    return [
      karachiDateTime(line.at),
      describeMovement(line.kind),
      line.contractTitle ?? '',
      line.milestoneTitle ?? '',
      line.account,
      rupeesText(line.amountPaisa),
      rupeesText(balance),
    ];
  });
  return `\uFEFF${[CSV_HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
