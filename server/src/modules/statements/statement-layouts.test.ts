import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { readAmount } from './statement-amounts';
import { readBankDate, readDate } from './statement-dates';
import { paymentReferenceIn, readStatement } from './statement-layouts';

const fixture = readFileSync(join(__dirname, 'fixtures/hbl-statement.csv'));

describe('reading a statement', () => {
  it('reads the HBL-style export: header found below the account lines, totals left out', () => {
    const read = readStatement(fixture, 'bankExport', null);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    expect(read.lines.map(({ fingerprint: _, ...line }) => line)).toEqual([
      {
        lineNumber: 8,
        bookedOn: '2026-11-25',
        description: 'IBFT FROM MEEZAN BANK LTD INDUS LABS KY-7K3M-Q9PX',
        bankReference: 'FT26329AB12',
        direction: 'credit',
        amount: 4_000_000,
        balance: 104_000_000,
      },
      expect.objectContaining({ bookedOn: '2026-11-26', amount: 2_500_000, direction: 'credit' }),
      expect.objectContaining({ bookedOn: '2026-11-26', amount: 15_000, direction: 'debit' }),
      expect.objectContaining({
        bookedOn: '2026-11-27',
        amount: 1_250_050,
        bankReference: 'FT26331CD34',
      }),
    ]);
    expect(read.lines.map(paymentReferenceIn)).toEqual([
      'KY-7K3M-Q9PX',
      'KY-8HNP-4RVW',
      null,
      null,
    ]);
  });

  it('tolerates a BOM and CRLF, and gives the same fingerprints', () => {
    const windows = Buffer.concat([
      Buffer.from('\uFEFF'),
      Buffer.from(fixture.toString('utf8').replace(/\n/g, '\r\n')),
    ]);
    const read = readStatement(windows, 'bankExport', null);
    const plain = readStatement(fixture, 'bankExport', null);
    if (!read.ok || !plain.ok) throw new Error('unread');
    expect(read.lines.map((line) => line.fingerprint)).toEqual(
      plain.lines.map((line) => line.fingerprint),
    );
  });

  it('reads a mapped layout: columns by number, dates in the chosen format, lines skipped', () => {
    const csv = [
      'Meezan export',
      'Posted;Details;Out;In;Ref',
      '11/27/2026,"Transfer KY7K3MQ9PX from Indus",,"1,250.00",R1',
      '11/28/2026,"Bank fee","50",,R2',
    ].join('\n');
    const read = readStatement(Buffer.from(csv), 'mapped', {
      dateColumn: 1,
      dateFormat: 'MM-DD-YYYY',
      descriptionColumn: 2,
      debitColumn: 3,
      creditColumn: 4,
      referenceColumn: 5,
      balanceColumn: undefined,
      skipLines: 2,
    });
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    expect(read.lines).toEqual([
      expect.objectContaining({
        lineNumber: 3,
        bookedOn: '2026-11-27',
        amount: 125_000,
        direction: 'credit',
        bankReference: 'R1',
      }),
      expect.objectContaining({
        lineNumber: 4,
        bookedOn: '2026-11-28',
        amount: 5_000,
        direction: 'debit',
        balance: null,
      }),
    ]);
    expect(paymentReferenceIn(read.lines[0]!)).toBe('KY-7K3M-Q9PX');
  });

  it('reports every unreadable line with its number and cell, and reads nothing', () => {
    const csv = [
      'Transaction Date,Description,Reference,Debit,Credit,Balance',
      '31-02-2026,Bad day,R1,,100.00,100.00',
      '27-11-2026,Bad amount,R2,,12.345,100.00',
      '27-11-2026,Both,R3,5.00,5.00,100.00',
      '27-11-2026,Neither,R4,,,100.00',
      '27-11-2026,Fine,R5,,10.00,110.00',
    ].join('\n');
    const read = readStatement(Buffer.from(csv), 'bankExport', null);
    expect(read).toEqual({
      ok: false,
      problems: [
        { lineNumber: 2, problem: 'badDate', value: '31-02-2026' },
        { lineNumber: 3, problem: 'badAmount', value: '12.345' },
        { lineNumber: 4, problem: 'bothAmounts', value: '' },
        { lineNumber: 5, problem: 'noAmount', value: '' },
      ],
    });
  });

  it('refuses what is not a CSV statement', () => {
    expect(readStatement(Buffer.from('a,"b\n1,2'), 'bankExport', null)).toMatchObject({
      ok: false,
      problems: [{ problem: 'notCsv' }],
    });
    expect(readStatement(Buffer.from('name,age\nAli,3'), 'bankExport', null)).toMatchObject({
      ok: false,
      problems: [{ problem: 'noHeader' }],
    });
    expect(
      readStatement(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]), 'bankExport', null),
    ).toMatchObject({
      ok: false,
      problems: [{ problem: 'notCsv', value: 'binary' }],
    });
  });

  it('keeps two identical transfers of one day as two lines', () => {
    const csv = [
      'Date,Narration,Withdrawal,Deposit',
      '27-11-2026,CASH DEPOSIT,,500.00',
      '27-11-2026,CASH DEPOSIT,,500.00',
    ].join('\n');
    const read = readStatement(Buffer.from(csv), 'bankExport', null);
    if (!read.ok) throw new Error('unread');
    expect(new Set(read.lines.map((line) => line.fingerprint)).size).toBe(2);
  });
});

describe('dates and amounts as Pakistani banks print them', () => {
  it.each([
    ['27-11-2026', '2026-11-27'],
    ['27/11/2026', '2026-11-27'],
    ['27/Nov/2026', '2026-11-27'],
    ['27-NOV-26', '2026-11-27'],
    ['27 November 2026', '2026-11-27'],
    ['2026-11-27', '2026-11-27'],
    ['27-11-2026 14:05:00', '2026-11-27'],
    ['29-02-2026', null],
    ['Opening', null],
  ])('%s is %s', (cell, day) => {
    expect(readBankDate(cell)).toBe(day);
  });

  it('reads a day in each mapped format', () => {
    expect(readDate('11/27/2026', 'MM-DD-YYYY')).toBe('2026-11-27');
    expect(readDate('27.11.2026', 'DD-MM-YYYY')).toBe('2026-11-27');
    expect(readDate('27-11-2026', 'YYYY-MM-DD')).toBeNull();
  });

  it.each([
    ['1,250.00', 125_000, false],
    ['Rs. 1,250', 125_000, false],
    ['1,250.00 CR', 125_000, false],
    ['1,250.00 Dr', 125_000, true],
    ['(1,250.50)', 125_050, true],
    ['-', 0, false],
    ['', 0, false],
  ])('%s is %i paisa', (cell, paisa, negative) => {
    expect(readAmount(cell)).toEqual({ paisa, negative });
  });

  it('turns any printed amount into exactly its paisa, with integers only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (paisa) => {
        const rupees = Math.floor(paisa / 100).toLocaleString('en-US');
        const printed = `${rupees}.${String(paisa % 100).padStart(2, '0')}`;
        expect(readAmount(printed)).toEqual({ paisa, negative: false });
      }),
    );
  });
});
