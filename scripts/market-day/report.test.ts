import { formatReport, percentile, summarize, type Sample } from './report';

const actions = [
  { id: 'browse', label: 'browse the jobs list' },
  { id: 'approve', label: 'approve' },
];

describe('the market day’s report', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([4], 99)).toBe(4);
    expect(percentile([], 50)).toBeNull();
  });

  it('sums each action: count, throughput, latency, refusals and server errors apart', () => {
    const samples: Sample[] = [
      ...Array.from({ length: 8 }, (_, i) => ({ action: 'browse', ms: i + 1, status: 200 })),
      { action: 'browse', ms: 40, status: 503 },
      { action: 'browse', ms: 50, status: 0 },
      { action: 'approve', ms: 12, status: 409 },
    ];
    const [browse, approve] = summarize(actions, samples, 5, {
      browse: { perAction: 2, measuredOn: 10 },
    });
    expect(browse).toMatchObject({ count: 10, perSecond: 2, p50: 5, p99: 50, errors: 2 });
    expect(browse!.serverErrors).toBe(2);
    expect(approve).toMatchObject({ count: 1, errors: 1, serverErrors: 0, statements: null });
  });

  it('formats a Markdown table with totals, the statements and the checks', () => {
    const samples: Sample[] = [
      { action: 'browse', ms: 3, status: 200 },
      { action: 'browse', ms: 5, status: 200 },
    ];
    const text = formatReport({
      title: 'A market day on one server process',
      setting: ['4 virtual users'],
      rows: summarize(actions, samples, 2, { browse: { perAction: 2.5, measuredOn: 10 } }),
      seconds: 2,
      dayStatements: { total: 6, idlePerSecond: 0.4 },
      checks: [{ name: 'the ledger balances', ok: false, detail: '1 movement off' }],
    });
    expect(text).toContain('# A market day on one server process\n\n- 4 virtual users\n');
    expect(text).toContain('| browse the jobs list | 2 | 1.0 | 3.0 | 5.0 | 0 (0) | 2.5 (n=10) |');
    expect(text).toContain('| approve | 0 | 0.0 | – | – | 0 (0) | – |');
    expect(text).toContain('| **all** | **2** | **1.0** | | | **0** | **3.0** |');
    expect(text).toContain('Statements during the day: 6 (3/s); the per-action counts predict 5');
    expect(text).toContain('| the ledger balances | FAILED | 1 movement off |');
  });
});
