import { describe, expect, it } from '@jest/globals';
import { renderReport } from './report.mjs';
import { lighthouseRow, market, report, run, scenario } from './report-fixture.mjs';

const twoSizes = report({
  api: [
    market('postgres', 1000, [
      scenario(
        'jobs-first',
        [run(10, { rps: 612.4, p50: 15, p99: 40 }), run(50, { rps: 700, p50: 60 })],
        { roundTrips: 1.01 },
      ),
      { id: 'search', label: 'job search', skipped: 'the API has no search yet' },
    ]),
    market('postgres', 100000, [
      scenario('jobs-first', [
        run(10, { rps: 24, p50: 410, p99: 650 }),
        run(50, { rps: 25, p50: 1900 }),
      ]),
    ]),
  ],
  pages: [
    {
      path: '/',
      gzipBytes: 239_923,
      files: 17,
      groups: { shell: 92_000, shared: 100_000, 'remote-public': 47_923 },
      reactRenderers: 1,
    },
  ],
  lighthouse: [lighthouseRow('/', 87)],
  builds: { server: 1500, shell: 9000 },
});
const budgetResults = [
  {
    id: 'jobs-list-postgres',
    goal: 'First page ≥ 40%',
    status: 'exceeded',
    findings: ['0.2% of the ceiling'],
  },
  {
    id: 'lighthouse',
    goal: 'Lighthouse ≥ 95',
    status: 'unmeasured',
    findings: ['not measured: /login'],
  },
  { id: 'home-javascript', goal: '/ < 170 KB', status: 'met', findings: [] },
];

describe('renderReport', () => {
  const markdown = renderReport(twoSizes, budgetResults);
  const lines = markdown.split('\n');

  it('says where and how it was measured, and that the figures are noisy', () => {
    expect(markdown).toMatch(/^# Kaamyaab speed report\n/);
    expect(markdown).toContain('commit abc1234, Node v20.20.2, 2 × Test CPU');
    expect(markdown).toContain('load average 1.5 → 2.5 (a shared machine: figures are noisy');
    expect(markdown).toContain('Command: `npm run bench -- --jobs 1000,100000`');
    expect(markdown).toContain('5 s per run');
  });

  it('renders one table row per connection count, with the ceiling and the share', () => {
    expect(markdown).toContain('### PostgreSQL, 1,000 jobs');
    expect(markdown).toContain(
      'Market: 1,000 companies, 20,000 freelancers, 1,000 jobs, 3,000 applications, seeded in 2.5 s.',
    );
    expect(markdown).toContain('event-loop delay (p99 / max): 1 / 3 ms idle.');
    expect(lines).toContain(
      '| request | conn | req/s | p50 | p97.5 | p99 | errors / non-2xx | node:http req/s | share | peak MB | loop delay | round trips |',
    );
    expect(lines).toContain(
      '| jobs first: `GET /api/v1/jobs-first` (40.0 KB) | 10 | 612 | 15 ms | 40 ms | 40 ms | 0 / 0 | 10,000 | 6.1% | 150 / 60 | 2 / 8 ms | 1.01 |',
    );
    expect(lines).toContain(
      '|  | 50 | 700 | 60 ms | 120 ms | 120 ms | 0 / 0 | 10,000 | 7.0% | 150 / 60 | 2 / 8 ms |  |',
    );
    expect(markdown).toContain('Not measured: job search (the API has no search yet).');
  });

  it('compares p50 across market sizes at the first connection count', () => {
    expect(markdown).toContain('## Growth with the market (p50 at 10 connections)');
    expect(lines).toContain('| jobs-first | PostgreSQL | 15 ms | 410 ms | ×27.33 |');
    expect(lines).not.toContainEqual(expect.stringMatching(/^\| search \|/));
  });

  it('keeps the pages, Lighthouse and build sections', () => {
    expect(lines).toContain(
      '| `/` | 234.3 KB | 17 | remote-public 46.8 KB, shared 97.7 KB, shell 89.8 KB | 1 |',
    );
    expect(lines).toContain('| `/` | 87 | 100 | 100 | 100 | 1.2 s | 2.0 s | 10 ms | 0 | 1.5 s |');
    expect(lines).toContain('| total | 10.5 |');
  });

  it('lists every budget with its status and findings', () => {
    expect(markdown).toContain(
      '- **✗ exceeded**: First page ≥ 40% (`jobs-list-postgres`)\n  - 0.2% of the ceiling',
    );
    expect(markdown).toContain(
      '- **– not measured**: Lighthouse ≥ 95 (`lighthouse`)\n  - not measured: /login',
    );
    expect(markdown).toContain('- **✓ met**: / < 170 KB (`home-javascript`)');
  });

  it('shows a run in which nothing was answered as such, without a growth factor', () => {
    const timedOut = renderReport(
      report({
        api: [1000, 100000].map((jobs) =>
          market('postgres', jobs, [
            scenario('jobs-deep', [
              run(10, jobs === 1000 ? { rps: 200, p50: 45 } : { rps: 0, p50: null }),
            ]),
          ]),
        ),
      }),
      [],
    ).split('\n');
    expect(timedOut).toContain(
      '| jobs deep: `GET /api/v1/jobs-deep` (40.0 KB) | 10 | 0 | no answer | no answer | no answer | 0 / 0 | 10,000 | 0.0% | 150 / 60 | 2 / 8 ms |',
    );
    expect(timedOut).toContain('| jobs-deep | PostgreSQL | 45 ms | no answer | – |');
  });

  it('leaves out the sections a run did not measure', () => {
    const apiOnly = renderReport(
      report({
        api: [market('embedded', 1000, [scenario('jobs-first', [run(10, { rps: 200, p50: 31 })])])],
      }),
      [],
    );
    expect(apiOnly).toContain('### embedded (PGlite), 1,000 jobs\n');
    // The embedded database counts no round trips: no column for them.
    expect(apiOnly).not.toContain('round trips |');
    for (const heading of [
      '## Builds side by side',
      '## Growth',
      '## JavaScript',
      '## Lighthouse',
      '## Build times',
    ])
      expect(apiOnly).not.toContain(heading);
  });
});

describe('renderReport with several --server builds', () => {
  const first = (rps, p50, trips, loopDelay) =>
    scenario('jobs-first', [run(10, { rps, p50, loopDelay }), run(50, { rps, p50, loopDelay })], {
      roundTrips: trips,
    });
  const abReport = report({
    servers: ['base', 'new'],
    api: [
      market('postgres', 1000, [first(400, 20, 4, { p50: 1, p99: 30, max: 90 })], 'base'),
      market('postgres', 1000, [first(1000, 8, 1, { p50: 0, p99: 3, max: 12 })], 'new'),
      market('embedded', 1000, [first(200, 40, null)], 'base'),
      market('embedded', 1000, [], 'new'),
    ],
  });
  const markdown = renderReport(abReport, []);
  const lines = markdown.split('\n');

  it('names the builds and their files', () => {
    expect(markdown).toContain(
      'base (`/builds/base/server.cjs`), new (`/builds/new/server.cjs`). Budgets and pages are the last build',
    );
  });

  it('puts each measure of the builds next to each other, with the last over the first', () => {
    expect(markdown).toContain('## Builds side by side');
    expect(lines).toContain(
      '| request | conn | req/s base | req/s new | share base | share new | p50 / p99 base | p50 / p99 new | loop delay base | loop delay new | round trips base | round trips new | req/s new ÷ base |',
    );
    expect(lines).toContain(
      '| jobs first | 10 | 400 | 1,000 | 4.0% | 10.0% | 20 ms / 40 ms | 8 ms / 16 ms | 30 / 90 ms | 3 / 12 ms | 4.00 | 1.00 | ×2.50 |',
    );
    expect(lines).toContain(
      '|  | 50 | 400 | 1,000 | 4.0% | 10.0% | 20 ms / 40 ms | 8 ms / 16 ms | 30 / 90 ms | 3 / 12 ms |  |  | ×2.50 |',
    );
  });

  it('shows a build that did not measure a request as a dash, without a ratio', () => {
    expect(lines).toContain(
      '| jobs first | 10 | 200 | – | 2.0% | – | 40 ms / 80 ms | – | 2 / 8 ms | – | – |',
    );
  });

  it('keeps a section of its own for each build', () => {
    expect(markdown).toContain('### PostgreSQL, 1,000 jobs, build base\n');
    expect(markdown).toContain('### PostgreSQL, 1,000 jobs, build new\n');
  });
});
