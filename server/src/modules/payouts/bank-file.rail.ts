import { outgoingAccount } from '../ledger';
import type { PayoutRail, RailBatch, RailPayout } from './payout-rail';

/**
 * The partner bank's bulk-transfer upload, as CSV. The layout is modelled on the bulk IBFT
 * upload of a Pakistani bank's corporate portal (HBL's corporate bulk funds transfer was the
 * model: the fields such uploads ask for): one header row, then one row per transfer. It was not
 * checked against any bank's published specification: columns are renamed or reordered here, in
 * one place, to the partner bank's own template when the account is opened.
 *
 * Columns: serial number; the platform's debit IBAN; the beneficiary's IBAN or wallet number;
 * the beneficiary's bank (the IBAN's 4-letter bank code, or JAZZCASH / EASYPAISA for a wallet,
 * which banks reach through IBFT by the mobile number); the account title; the amount in rupees
 * with paisa; currency (PKR); our reference (also the bank's narration, so its result report
 * names the payout); the transfer mode (IBFT, or the wallet's own name).
 */
export const BANK_FILE_HEADER = [
  'Sr No',
  'Debit Account IBAN',
  'Beneficiary Account or IBAN',
  'Beneficiary Bank',
  'Beneficiary Title',
  'Amount',
  'Currency',
  'Payment Reference',
  'Transfer Mode',
];

/** `1234.05` from 123405 paisa, by integer arithmetic. */
export function rupeesWithPaisa(paisa: number): string {
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

/**
 * One CSV field: quoted, quotes doubled, and a title that a spreadsheet or the bank's portal
 * would read as a formula (=, +, -, @, tab, return) made text with a leading apostrophe.
 */
export function bankFileField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const bankOf = (payout: RailPayout) =>
  payout.kind === 'iban' ? payout.accountNumber.slice(4, 8) : payout.kind.toUpperCase();

const modeOf = (payout: RailPayout) =>
  payout.kind === 'iban' ? 'IBFT' : payout.kind.toUpperCase();

/** The file's text: ASCII apart from what people typed, CRLF line ends, no byte-order mark. */
export function bankFileCsv(debitIban: string, batch: RailBatch): string {
  const rows = batch.payouts.map((payout, index) => [
    String(index + 1),
    debitIban,
    payout.accountNumber,
    bankOf(payout),
    payout.accountTitle,
    rupeesWithPaisa(payout.netPaisa),
    'PKR',
    payout.reference,
    modeOf(payout),
  ]);
  return `${[BANK_FILE_HEADER, ...rows].map((row) => row.map(bankFileField).join(',')).join('\r\n')}\r\n`;
}

/** Handing over is the admin uploading the file: the bank's report comes later, marked by hand. */
export function bankFileRail(debitIban: string): PayoutRail {
  return {
    name: 'bankFile',
    outgoingAccount: outgoingAccount('bankFile'),
    send: () => Promise.resolve([]),
    file: (batch) => ({
      name: `kaamyaab-payouts-${batch.createdAt.toISOString().slice(0, 10)}-${batch.id.slice(0, 8)}.csv`,
      body: bankFileCsv(debitIban, batch),
    }),
  };
}
