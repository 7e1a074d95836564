import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { checkBudgets } from './budgets.mjs';
import { lighthouseRow, market, report, run, scenario, streamsRun } from './report-fixture.mjs';

const budgetsFile = JSON.parse(
  fs.readFileSync(new URL('../../bench/budgets.json', import.meta.url), 'utf8'),
);
const byId = (results) => Object.fromEntries(results.map((result) => [result.id, result]));

const shareBudget = {
  id: 'share',
  goal: 'first page ≥ 40% on PostgreSQL',
  kind: 'share-of-ceiling',
  scenario: 'jobs-first',
  engine: 'postgres',
  connections: 50,
  jobs: [1000, 100000],
  minShare: 0.4,
  maxP99Ms: 50,
};
const growthBudget = {
  id: 'growth',
  goal: 'p50 grows < 1.5×',
  kind: 'p50-growth',
  scenarios: ['jobs-first', 'jobs-deep'],
  engines: ['postgres'],
  connections: 10,
  fromJobs: 1000,
  toJobs: 100000,
  maxFactor: 1.5,
};

/** PostgreSQL at both sizes, with the figures given for the first and the deep page. */
function postgresAt({ first1k, first100k, deep1k = first1k, deep100k = first1k }) {
  const at = (first, deep) => [
    scenario('jobs-first', [run(10, first), run(50, first)]),
    scenario('jobs-deep', [run(10, deep), run(50, deep)]),
  ];
  return report({
    api: [
      market('postgres', 1000, at(first1k, deep1k)),
      market('postgres', 100000, at(first100k, deep100k)),
    ],
  });
}

describe('checkBudgets', () => {
  it('meets a share of the ceiling measured within it at every size', () => {
    const measured = postgresAt({
      first1k: { rps: 5000, p50: 5, p99: 20 },
      first100k: { rps: 4500, p50: 6, p99: 30 },
    });
    expect(checkBudgets(measured, { budgets: [shareBudget] })).toEqual([
      { id: 'share', goal: shareBudget.goal, status: 'met', findings: [] },
    ]);
  });

  it('names each size and figure past the budget', () => {
    const measured = postgresAt({
      first1k: { rps: 5000, p50: 5, p99: 20 },
      first100k: { rps: 25, p50: 400, p99: 650, non2xx: 3 },
    });
    const [result] = checkBudgets(measured, { budgets: [shareBudget] });
    expect(result.status).toBe('exceeded');
    expect(result.findings).toEqual([
      'jobs-first on postgres at 100,000 jobs, 50 connections: 0.3% of the node:http ceiling ' +
        '(goal ≥ 40%), p99 650 ms (goal < 50 ms), 0 errors and 3 non-2xx answers',
    ]);
  });

  it('checks each scenario a share budget names, at each size', () => {
    const deepShare = {
      ...shareBudget,
      scenario: undefined,
      scenarios: ['jobs-first', 'jobs-deep'],
    };
    const measured = postgresAt({
      first1k: { rps: 5000, p50: 5, p99: 20 },
      first100k: { rps: 4500, p50: 6, p99: 30 },
      deep100k: { rps: 900, p50: 40, p99: 90 },
    });
    const [result] = checkBudgets(measured, { budgets: [deepShare] });
    expect(result.status).toBe('exceeded');
    expect(result.findings).toEqual([
      'jobs-deep on postgres at 100,000 jobs, 50 connections: 9.0% of the node:http ceiling ' +
        '(goal ≥ 40%), p99 90 ms (goal < 50 ms)',
    ]);
  });

  it('calls a budget unmeasured, not met, when part of it was not in the run', () => {
    const onlySmall = report({
      api: [market('postgres', 1000, [scenario('jobs-first', [run(50, { rps: 5000, p50: 5 })])])],
    });
    const [result] = checkBudgets(onlySmall, { budgets: [shareBudget] });
    expect(result.status).toBe('unmeasured');
    expect(result.findings).toEqual([
      'not measured: jobs-first on postgres at 100,000 jobs, 50 connections',
    ]);
  });

  it('checks the last --server build, the one under test, when several were measured', () => {
    const at = (jobs, rps, server) =>
      market(
        'postgres',
        jobs,
        [scenario('jobs-first', [run(50, { rps, p50: 5, p99: 20 })])],
        server,
      );
    const before = report({
      servers: ['base', 'new'],
      api: [at(1000, 300, 'base'), at(1000, 5000, 'new'), at(100000, 20, 'base')],
    });
    const [result] = checkBudgets(before, { budgets: [shareBudget] });
    expect(result).toMatchObject({
      status: 'unmeasured',
      findings: ['not measured: jobs-first on postgres at 100,000 jobs, 50 connections'],
    });
  });

  it('checks p50 growth from the smaller to the larger market, deep pages included', () => {
    const flat = postgresAt({ first1k: { rps: 900, p50: 10 }, first100k: { rps: 850, p50: 12 } });
    expect(checkBudgets(flat, { budgets: [growthBudget] })[0].status).toBe('met');

    const deepGrows = postgresAt({
      first1k: { rps: 900, p50: 10 },
      first100k: { rps: 850, p50: 12 },
      deep100k: { rps: 20, p50: 180 },
    });
    const [result] = checkBudgets(deepGrows, { budgets: [growthBudget] });
    expect(result.status).toBe('exceeded');
    expect(result.findings).toEqual([
      'jobs-deep on postgres: p50 10 ms at 1,000 jobs → 180 ms at 100,000 (×18.00, goal < ×1.5)',
    ]);
  });

  it('fails a run in which nothing was answered, naming it', () => {
    const timedOut = postgresAt({
      first1k: { rps: 900, p50: 10 },
      first100k: { rps: 0, p50: null },
    });
    timedOut.api[1].scenarios[0].runs[1].server.errors = 500;
    const results = byId(checkBudgets(timedOut, { budgets: [shareBudget, growthBudget] }));
    expect(results.share.findings).toEqual([
      'jobs-first on postgres at 1,000 jobs, 50 connections: 9.0% of the node:http ceiling (goal ≥ 40%)',
      'jobs-first on postgres at 100,000 jobs, 50 connections: 0.0% of the node:http ceiling ' +
        '(goal ≥ 40%), p99 no answer (goal < 50 ms), 500 errors and 0 non-2xx answers',
    ]);
    expect(results.growth.findings).toEqual([
      'jobs-first on postgres: p50 10 ms at 1,000 jobs → no answer at 100,000 (no factor, goal < ×1.5)',
    ]);
  });

  it('reads a p50 of 0 ms as 1 ms, so growth from a very fast page stays a number', () => {
    const fast = postgresAt({ first1k: { rps: 9000, p50: 0 }, first100k: { rps: 9000, p50: 1 } });
    expect(checkBudgets(fast, { budgets: [growthBudget] })[0].status).toBe('met');
  });

  it('checks the JavaScript of a page and every Lighthouse category it names', () => {
    const measured = report({
      pages: [{ path: '/', gzipBytes: 234 * 1024, files: 17, groups: {}, reactRenderers: 1 }],
      lighthouse: [lighthouseRow('/', 96), lighthouseRow('/login', 88, 100, 96)],
    });
    const results = byId(
      checkBudgets(measured, {
        budgets: [
          { id: 'js', goal: '/ < 170 KB', kind: 'page-javascript', path: '/', maxGzipKb: 170 },
          {
            id: 'lh',
            goal: 'Lighthouse',
            kind: 'lighthouse',
            paths: ['/', '/login', '/free-courses'],
            minScores: { performance: 95, accessibility: 100, 'best-practices': 100 },
          },
        ],
      }),
    );
    expect(results.js.findings).toEqual([
      '/ downloads 234.0 KB of gzipped JavaScript (goal ≤ 170 KB)',
    ]);
    expect(results.lh.status).toBe('exceeded');
    expect(results.lh.findings).toEqual([
      '/login: performance 88 (goal ≥ 95), best-practices 96 (goal ≥ 100)',
      'not measured: Lighthouse of /free-courses',
    ]);
  });

  it("holds a page's exempt category to exactly the audits its exemption names", () => {
    const budget = {
      id: 'lh',
      goal: 'Lighthouse',
      kind: 'lighthouse',
      paths: ['/', '/freelancer-dashboard/jobs'],
      minScores: { seo: 100 },
      exempt: { '/freelancer-dashboard/jobs': { seo: { failing: ['is-crawlable'] } } },
    };
    const seoRow = (path, seo, failing) => ({
      ...lighthouseRow(path, 96),
      seo,
      failing: { seo: failing },
    });
    const check = (...rows) => checkBudgets(report({ lighthouse: rows }), { budgets: [budget] })[0];

    const kept = check(
      seoRow('/', 100, []),
      seoRow('/freelancer-dashboard/jobs', 63, ['is-crawlable']),
    );
    expect(kept.status).toBe('met');

    const worse = check(
      seoRow('/', 91, ['meta-description']),
      seoRow('/freelancer-dashboard/jobs', 54, ['is-crawlable', 'link-text']),
    );
    expect(worse.findings).toEqual([
      '/: seo 91 (goal ≥ 100)',
      '/freelancer-dashboard/jobs: seo fails link-text',
    ]);

    const opened = check(seoRow('/', 100, []), seoRow('/freelancer-dashboard/jobs', 100, []));
    expect(opened.findings).toEqual([
      '/freelancer-dashboard/jobs: seo passes is-crawlable (exempt: kept failing)',
    ]);

    const unrecorded = check(seoRow('/', 100, []), lighthouseRow('/freelancer-dashboard/jobs', 96));
    expect(unrecorded.findings).toEqual([
      '/freelancer-dashboard/jobs: seo: its failing audits were not recorded',
    ]);
  });

  it('meets the streams budget on one and two processes, and names what slipped', () => {
    const streamsBudget = {
      id: 'streams',
      goal: '10,000 streams under 1 GB, told within 2 s',
      kind: 'streams',
      streams: 10_000,
      processes: [1, 2],
      maxRssMb: 1024,
      maxRssKbPerStream: 40,
      maxFanOutMs: 2000,
    };
    const within = report({
      streams: { count: 10_000, runs: [streamsRun(1), streamsRun(2, { holdingMb: 250 })] },
    });
    expect(checkBudgets(within, { budgets: [streamsBudget] })[0].status).toBe('met');

    const slipped = report({
      streams: {
        count: 10_000,
        runs: [
          streamsRun(1, { holdingMb: 1100, maxMs: [900, 2600] }),
          streamsRun(2, { opened: 9_990, received: 9_990, holdingMb: 300 }),
        ],
      },
    });
    const [result] = checkBudgets(slipped, { budgets: [streamsBudget] });
    expect(result.status).toBe('exceeded');
    expect(result.findings).toEqual([
      '10,000 streams on 1 process(es): RSS 1120 MB (goal ≤ 1024 MB), 97.3 KB of RSS per stream ' +
        '(goal ≤ 40 KB), the last stream was told after 2600 ms (goal ≤ 2000 ms)',
      '10,000 streams on 2 process(es): 9,990 opened, the event did not reach every stream',
    ]);

    const fewer = report({ streams: { count: 500, runs: [streamsRun(1, { streams: 500 })] } });
    expect(checkBudgets(fewer, { budgets: [streamsBudget] })[0]).toMatchObject({
      status: 'unmeasured',
      findings: [
        'not measured: 10,000 streams on 1 process(es)',
        'not measured: 10,000 streams on 2 process(es)',
      ],
    });
  });

  it('reads every budget of bench/budgets.json, all unmeasured on an empty report', () => {
    const results = checkBudgets(report(), budgetsFile);
    expect(results.map((result) => result.id)).toEqual(
      budgetsFile.budgets.map((budget) => budget.id),
    );
    expect(results.every((result) => result.status === 'unmeasured')).toBe(true);
  });

  it('refuses a budget of a kind it does not know', () => {
    expect(() =>
      checkBudgets(report(), { budgets: [{ id: 'typo', goal: '', kind: 'share-of-celing' }] }),
    ).toThrow('Budget typo has an unknown kind "share-of-celing"');
  });
});
