import { karachiDateTime, karachiMonthStart } from './karachi-time';
import { csvField, rupeesText, statementCsv } from './statement-csv';

describe('a statement as CSV', () => {
  it('writes paisa as rupees with two decimals, by integer division', () => {
    expect(rupeesText(0)).toBe('0.00');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(100)).toBe('1.00');
    expect(rupeesText(-123_405)).toBe('-1234.05');
    expect(rupeesText(1_000_000_000)).toBe('10000000.00');
    expect(rupeesText(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('quotes every field and keeps a formula from running, but not its own amounts', () => {
    expect(csvField('Logo')).toBe('"Logo"');
    expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
    for (const formula of ['=1+2', '+92 300', '-cmd|calc', '@SUM(A1)', '\tx', '\r=x'])
      expect(csvField(formula)).toBe(`"'${formula}"`);
    expect(csvField('-1234.05')).toBe('"-1234.05"');
  });

  it('keeps a running balance for each account, in Pakistan time', () => {
    const at = new Date('2026-11-30T19:30:00Z');
    const csv = statementCsv([
      {
        at,
        kind: 'payInConfirmed',
        account: 'escrow',
        amountPaisa: 150_000,
        contractTitle: 'Shop',
        milestoneTitle: 'One',
      },
      {
        at,
        kind: 'refund',
        account: 'escrow',
        amountPaisa: -50_000,
        contractTitle: 'Shop',
        milestoneTitle: 'One',
      },
      {
        at,
        kind: 'refund',
        account: 'balance',
        amountPaisa: 50_000,
        contractTitle: null,
        milestoneTitle: null,
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Date (Pakistan time)","Description","Contract","Milestone","Account","Amount (PKR)","Balance of the account (PKR)"',
      '"2026-12-01 00:30","Paid into escrow","Shop","One","escrow","1500.00","1500.00"',
      '"2026-12-01 00:30","Refunded from escrow","Shop","One","escrow","-500.00","1000.00"',
      '"2026-12-01 00:30","Refunded from escrow","","","balance","500.00","500.00"',
      '',
    ]);
  });

  it("begins Pakistan's month at its midnight", () => {
    expect(karachiMonthStart(new Date('2026-11-30T19:00:00Z')).toISOString()).toBe(
      '2026-11-30T19:00:00.000Z',
    );
    expect(karachiMonthStart(new Date('2026-11-30T18:59:59Z')).toISOString()).toBe(
      '2026-10-31T19:00:00.000Z',
    );
    expect(karachiDateTime(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01 05:00');
  });
});
