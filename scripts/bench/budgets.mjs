// The goals of bench/budgets.json, checked against a report. A budget is `met` when everything
// it names was measured and within it, `exceeded` when anything measured is past it, and
// `unmeasured` when nothing failed but some of it was not in this run (a smaller --jobs, an
// engine left out, --no-lighthouse): a run cannot pass a goal it did not measure, nor fail it.
// With several --server builds, the budgets are the last one's: the build under test.

import { perStream, worstFanOut } from './streams-report.mjs';

const underTest = (report) => report.meta?.servers?.at(-1)?.label;

const runOf = (report, { engine, jobs, scenario, connections }) =>
  report.api
    ?.find(
      (entry) =>
        entry.engine === engine &&
        entry.market.jobs === jobs &&
        (entry.server === undefined || entry.server === underTest(report)),
    )
    ?.scenarios.find((entry) => entry.id === scenario && !entry.skipped)
    ?.runs.find((run) => run.connections === connections);

const where = ({ engine, jobs, scenario, connections }) =>
  `${scenario} on ${engine} at ${jobs.toLocaleString('en')} jobs, ${connections} connections`;

/** Latencies come in whole milliseconds: a p50 of 0 ms counts as 1 ms, so growth stays finite. */
const atLeastOneMs = (ms) => Math.max(ms, 1);
/** A latency, or null when no request was answered within autocannon's timeout. */
const latency = (ms) => (ms === null ? 'no answer' : `${ms} ms`);

/**
 * A category a page is exempt from (a signed-in page's SEO: it is kept from indexing on
 * purpose) holds when the audits failing in it are exactly the ones the exemption names:
 * everything else of the category passes, and the page stays kept from indexing.
 */
function exemptionBroken(row, category, { failing }) {
  const measured = row.failing?.[category];
  if (!measured) return [`${category}: its failing audits were not recorded`];
  const unexpected = measured.filter((id) => !failing.includes(id));
  const passing = failing.filter((id) => !measured.includes(id));
  return [
    ...(unexpected.length ? [`${category} fails ${unexpected.join(', ')}`] : []),
    ...(passing.length ? [`${category} passes ${passing.join(', ')} (exempt: kept failing)`] : []),
  ];
}

const checks = {
  'share-of-ceiling'(budget, report) {
    const scenarios = budget.scenarios ?? [budget.scenario];
    return scenarios
      .flatMap((scenario) => budget.jobs.map((jobs) => ({ scenario, jobs })))
      .map((point) => {
        const at = { ...budget, ...point };
        const run = runOf(report, at);
        if (!run) return { missing: where(at) };
        const problems = [];
        if (run.share < budget.minShare)
          problems.push(
            `${(run.share * 100).toFixed(1)}% of the node:http ceiling (goal ≥ ${budget.minShare * 100}%)`,
          );
        const p99 = run.server.p99;
        if (budget.maxP99Ms !== undefined && (p99 === null || p99 >= budget.maxP99Ms))
          problems.push(`p99 ${latency(p99)} (goal < ${budget.maxP99Ms} ms)`);
        if (run.server.errors + run.server.non2xx > 0)
          problems.push(`${run.server.errors} errors and ${run.server.non2xx} non-2xx answers`);
        return problems.length ? { exceeded: `${where(at)}: ${problems.join(', ')}` } : {};
      });
  },
  'p50-growth'(budget, report) {
    return budget.engines.flatMap((engine) =>
      budget.scenarios.map((scenario) => {
        const at = { engine, scenario, connections: budget.connections };
        const from = runOf(report, { ...at, jobs: budget.fromJobs });
        const to = runOf(report, { ...at, jobs: budget.toJobs });
        if (!from || !to)
          return { missing: where({ ...at, jobs: from ? budget.toJobs : budget.fromJobs }) };
        const answered = from.server.p50 !== null && to.server.p50 !== null;
        const factor = answered ? atLeastOneMs(to.server.p50) / atLeastOneMs(from.server.p50) : NaN;
        if (factor < budget.maxFactor) return {};
        return {
          exceeded:
            `${scenario} on ${engine}: p50 ${latency(from.server.p50)} at ${budget.fromJobs.toLocaleString('en')} jobs → ` +
            `${latency(to.server.p50)} at ${budget.toJobs.toLocaleString('en')} ` +
            `(${answered ? `×${factor.toFixed(2)}` : 'no factor'}, goal < ×${budget.maxFactor})`,
        };
      }),
    );
  },
  'page-javascript'(budget, report) {
    const page = report.pages?.find((entry) => entry.path === budget.path);
    if (!page) return [{ missing: `JavaScript of ${budget.path}` }];
    const kb = page.gzipBytes / 1024;
    return kb <= budget.maxGzipKb
      ? [{}]
      : [
          {
            exceeded: `${budget.path} downloads ${kb.toFixed(1)} KB of gzipped JavaScript (goal ≤ ${budget.maxGzipKb} KB)`,
          },
        ];
  },
  streams(budget, report) {
    return budget.processes.map((processes) => {
      const run = report.streams?.runs.find(
        (entry) => entry.processes === processes && entry.streams >= budget.streams,
      );
      const what = `${budget.streams.toLocaleString('en')} streams on ${processes} process(es)`;
      if (!run) return { missing: what };
      const problems = [];
      if (run.opened < run.streams) problems.push(`${run.opened.toLocaleString('en')} opened`);
      const rss = Math.max(...[...run.holding, ...run.peak].map((sample) => sample?.rss ?? 0));
      if (rss > budget.maxRssMb * 1024 * 1024)
        problems.push(`RSS ${Math.round(rss / 1024 / 1024)} MB (goal ≤ ${budget.maxRssMb} MB)`);
      const kbEach = (perStream(run, 'rss') ?? 0) / 1024;
      if (budget.maxRssKbPerStream !== undefined && kbEach > budget.maxRssKbPerStream)
        problems.push(
          `${kbEach.toFixed(1)} KB of RSS per stream (goal ≤ ${budget.maxRssKbPerStream} KB)`,
        );
      const slowest = worstFanOut(run);
      if (slowest === null) problems.push('the event did not reach every stream');
      else if (slowest > budget.maxFanOutMs)
        problems.push(
          `the last stream was told after ${slowest} ms (goal ≤ ${budget.maxFanOutMs} ms)`,
        );
      return problems.length ? { exceeded: `${what}: ${problems.join(', ')}` } : {};
    });
  },
  lighthouse(budget, report) {
    return budget.paths.map((path) => {
      const row = report.lighthouse?.find((entry) => entry.path === path);
      if (!row) return { missing: `Lighthouse of ${path}` };
      const low = Object.entries(budget.minScores).flatMap(([category, min]) => {
        const exempt = budget.exempt?.[path]?.[category];
        if (exempt) return exemptionBroken(row, category, exempt);
        return row[category] >= min
          ? []
          : [`${category} ${row[category] ?? 'none'} (goal ≥ ${min})`];
      });
      return low.length ? { exceeded: `${path}: ${low.join(', ')}` } : {};
    });
  },
};

/**
 * @param {object} report what run.mjs measured (see report.json)
 * @param {{ budgets: Array<{ id: string, goal: string, kind: string }> }} budgets
 * @returns {Array<{ id: string, goal: string, status: 'met' | 'exceeded' | 'unmeasured', findings: string[] }>}
 */
export function checkBudgets(report, { budgets }) {
  return budgets.map((budget) => {
    const check = checks[budget.kind];
    if (!check) throw new Error(`Budget ${budget.id} has an unknown kind "${budget.kind}"`);
    const items = check(budget, report);
    const exceeded = items.flatMap((item) => (item.exceeded ? [item.exceeded] : []));
    const missing = items.flatMap((item) =>
      item.missing ? [`not measured: ${item.missing}`] : [],
    );
    const status = exceeded.length ? 'exceeded' : missing.length ? 'unmeasured' : 'met';
    return { id: budget.id, goal: budget.goal, status, findings: [...exceeded, ...missing] };
  });
}
