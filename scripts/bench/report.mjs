// The report as Markdown: what `npm run bench` prints and writes to bench/report.md. Pure: it
// reads the report object (the same as bench/report.json) and the budget results.
import { streamsSection } from './streams-report.mjs';

const engineNames = { postgres: 'PostgreSQL', embedded: 'embedded (PGlite)' };
const number = (value) => Math.round(value).toLocaleString('en');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === null ? 'no answer' : `${value} ms`);
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)}`;
const loop = (delay) => (delay ? `${delay.p99} / ${delay.max} ms` : '–');
const trips = (value) => (value === null || value === undefined ? '–' : value.toFixed(2));
const severalBuilds = (report) => (report.meta.servers?.length ?? 1) > 1;
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

function header({ meta }) {
  const load = meta.loadAverage.map((value) => value.toFixed(1)).join(' → ');
  return [
    '# Kaamyaab speed report',
    '',
    `${meta.startedAt}, commit ${meta.commit}, Node ${meta.node}, ${meta.cpus} × ${meta.cpuModel}; ` +
      `load average ${load} (a shared machine: figures are noisy, compare within one run).`,
    '',
    `Command: \`${meta.command}\``,
    '',
    ...(severalBuilds({ meta })
      ? [
          `Builds, each on a fresh database of its own, one after the other for each market: ${meta.servers
            .map(({ label, file }) => `${label} (\`${file}\`)`)
            .join(', ')}. Budgets and pages are the last build's.`,
          '',
        ]
      : []),
    `Load by autocannon, ${meta.durationSeconds} s per run after a 1 s warm-up, requests without ` +
      'Accept-Encoding, server at LOG_LEVEL=warn. The ceiling is a bare `node:http` server ' +
      'answering the same status, headers and body, measured right after the server in the same run. ' +
      "Loop delay: the server's event-loop delay during the run beyond a 10 ms timer (p99 / max). " +
      'Round trips: database transactions per request on PostgreSQL (`pg_stat_database.xact_commit` ' +
      'over 100 requests sent one at a time).',
  ].join('\n');
}

const memory = (sample) => (sample ? `${mb(sample.rss)} / ${mb(sample.heapUsed)}` : '–');

function scenarioRows(scenario, withTrips) {
  const what = `${scenario.label}: \`${scenario.request}\` (${kb(scenario.answerBytes)})`;
  return scenario.runs.map((run, index) => [
    index === 0 ? what : '',
    run.connections,
    number(run.server.rps),
    ms(run.server.p50),
    ms(run.server.p975),
    ms(run.server.p99),
    `${run.server.errors} / ${run.server.non2xx}`,
    number(run.ceiling.rps),
    `${(run.share * 100).toFixed(1)}%`,
    memory(run.memory),
    loop(run.loopDelay),
    ...(withTrips ? [index === 0 ? trips(scenario.roundTrips) : ''] : []),
  ]);
}

const hasTrips = (scenarios) => scenarios.some((scenario) => Number.isFinite(scenario.roundTrips));

function apiSection(entry, report) {
  const { market } = entry;
  const measured = entry.scenarios.filter((scenario) => !scenario.skipped);
  const skipped = entry.scenarios.filter((scenario) => scenario.skipped);
  const withTrips = hasTrips(measured);
  const build = severalBuilds(report) ? `, build ${entry.server}` : '';
  return [
    `### ${engineNames[entry.engine]}, ${number(market.jobs)} jobs${build}`,
    '',
    `Market: ${number(market.companies)} companies, ${number(market.freelancers)} freelancers, ` +
      `${number(market.jobs)} jobs, ${number(market.applications)} applications, seeded in ` +
      `${entry.seedSeconds.toFixed(1)} s. Server memory (RSS / heap used, MB): ${memory(entry.idleMemory)} idle; ` +
      `event-loop delay (p99 / max): ${loop(entry.idleLoopDelay)} idle.`,
    '',
    table(
      [
        'request',
        'conn',
        'req/s',
        'p50',
        'p97.5',
        'p99',
        'errors / non-2xx',
        'node:http req/s',
        'share',
        'peak MB',
        'loop delay',
        ...(withTrips ? ['round trips'] : []),
      ],
      measured.flatMap((scenario) => scenarioRows(scenario, withTrips)),
    ),
    ...skipped.map((scenario) => `\nNot measured: ${scenario.label} (${scenario.skipped}).`),
  ].join('\n');
}

/** p50 of the first connection count, per request and engine, across market sizes. */
function growthSection(report) {
  const sizes = [...new Set(report.api.map((entry) => entry.market.jobs))].sort((a, b) => a - b);
  if (sizes.length < 2) return null;
  const connections = report.meta.connections[0];
  const rows = [];
  const groups = [...new Set(report.api.map((entry) => `${entry.engine} ${entry.server ?? ''}`))];
  for (const group of groups) {
    const entries = report.api.filter((entry) => `${entry.engine} ${entry.server ?? ''}` === group);
    const { engine, server } = entries[0];
    const database = severalBuilds(report)
      ? `${engineNames[engine]}, build ${server}`
      : engineNames[engine];
    const ids = [...new Set(entries.flatMap((entry) => entry.scenarios.map((s) => s.id)))];
    for (const id of ids) {
      const p50s = sizes.map((jobs) => {
        const scenario = entries
          .find((entry) => entry.market.jobs === jobs)
          ?.scenarios.find((s) => s.id === id && !s.skipped);
        return scenario?.runs.find((run) => run.connections === connections)?.server.p50;
      });
      if (p50s.every((value) => value === undefined)) continue;
      const [first, last] = [p50s[0], p50s.at(-1)];
      // undefined: not measured at that size; null: measured, nothing answered.
      const factor =
        Number.isFinite(first) && Number.isFinite(last)
          ? `×${(Math.max(last, 1) / Math.max(first, 1)).toFixed(2)}`
          : '–';
      rows.push([
        id,
        database,
        ...p50s.map((value) => (value === undefined ? '–' : ms(value))),
        factor,
      ]);
    }
  }
  return [
    `## Growth with the market (p50 at ${connections} connections)`,
    '',
    table(['request', 'database', ...sizes.map((jobs) => `${number(jobs)} jobs`), 'growth'], rows),
  ].join('\n');
}

/** The runs of one request at one connection count, a cell per build, then last ÷ first req/s. */
function sideBySideRows(entries, withTrips) {
  const ids = [...new Set(entries.flatMap((entry) => entry.scenarios.map((s) => s.id)))];
  return ids.flatMap((id) => {
    const found = entries.map((entry) => entry.scenarios.find((s) => s.id === id && !s.skipped));
    const known = found.find(Boolean);
    if (!known) return [];
    return known.runs.map(({ connections }, index) => {
      const runs = found.map((scenario) =>
        scenario?.runs.find((run) => run.connections === connections),
      );
      const cells = (show) => runs.map((run) => (run ? show(run) : '–'));
      const [first, last] = [runs[0], runs.at(-1)];
      return [
        index === 0 ? known.label : '',
        connections,
        ...cells((run) => number(run.server.rps)),
        ...cells((run) => `${(run.share * 100).toFixed(1)}%`),
        ...cells((run) => `${ms(run.server.p50)} / ${ms(run.server.p99)}`),
        ...cells((run) => loop(run.loopDelay)),
        ...(withTrips
          ? found.map((scenario) => (index === 0 ? trips(scenario?.roundTrips) : ''))
          : []),
        first?.server.rps > 0 && last ? `×${(last.server.rps / first.server.rps).toFixed(2)}` : '–',
      ];
    });
  });
}

/** With several --server builds: each market's figures with the builds next to each other. */
function sideBySideSection(report) {
  if (!severalBuilds(report)) return null;
  const labels = report.meta.servers.map(({ label }) => label);
  const markets = [...new Set(report.api.map((entry) => `${entry.engine} ${entry.market.jobs}`))];
  const sections = markets.map((key) => {
    const sameMarket = report.api.filter((entry) => `${entry.engine} ${entry.market.jobs}` === key);
    const entries = labels.map((label) => sameMarket.find((entry) => entry.server === label));
    const present = entries.filter(Boolean);
    const withTrips = hasTrips(present.flatMap((entry) => entry.scenarios));
    const perBuild = (name) => labels.map((label) => `${name} ${label}`);
    const { engine, market } = present[0];
    return [
      `### ${engineNames[engine]}, ${number(market.jobs)} jobs`,
      '',
      table(
        [
          'request',
          'conn',
          ...perBuild('req/s'),
          ...perBuild('share'),
          ...perBuild('p50 / p99'),
          ...perBuild('loop delay'),
          ...(withTrips ? perBuild('round trips') : []),
          `req/s ${labels.at(-1)} ÷ ${labels[0]}`,
        ],
        sideBySideRows(
          entries.map((entry) => entry ?? { scenarios: [] }),
          withTrips,
        ),
      ),
    ].join('\n');
  });
  return [
    '## Builds side by side',
    '',
    `${labels.join(', ')}: the same markets and requests, each build on a fresh database of its own, ` +
      "measured one after the other; share is of each build's own ceiling run.",
    '',
    sections.join('\n\n'),
  ].join('\n');
}

function pagesSection(pages) {
  const rows = pages.map((page) => [
    `\`${page.path}\``,
    kb(page.gzipBytes),
    page.files,
    Object.entries(page.groups)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, bytes]) => `${group} ${kb(bytes)}`)
      .join(', '),
    page.reactRenderers,
  ]);
  return [
    '## JavaScript downloaded per page (gzipped)',
    '',
    table(['page', 'total', 'files', 'parts', 'React renderers'], rows),
  ].join('\n');
}

function lighthouseSection(rows) {
  return [
    '## Lighthouse (mobile preset, simulated slow 4G)',
    '',
    table(
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'SI',
      ],
      rows.map((row) => [
        `\`${row.path}\``,
        row.performance,
        row.accessibility,
        row['best-practices'],
        row.seo,
        row.fcp,
        row.lcp,
        row.tbt,
        row.cls,
        row.si,
      ]),
    ),
  ].join('\n');
}

function buildsSection(builds) {
  const entries = Object.entries(builds);
  const total = entries.reduce((sum, [, millis]) => sum + millis, 0);
  return [
    '## Build times (one package at a time, production mode)',
    '',
    table(
      ['package', 'seconds'],
      [...entries, ['total', total]].map(([name, millis]) => [name, (millis / 1000).toFixed(1)]),
    ),
  ].join('\n');
}

const marks = { met: '✓ met', exceeded: '✗ exceeded', unmeasured: '– not measured' };

function budgetsSection(results) {
  return [
    '## Budgets (bench/budgets.json)',
    '',
    ...results.map((result) =>
      [
        `- **${marks[result.status]}**: ${result.goal} (\`${result.id}\`)`,
        ...result.findings.map((finding) => `  - ${finding}`),
      ].join('\n'),
    ),
  ].join('\n');
}

/** @returns {string} the whole report as Markdown */
export function renderReport(report, budgetResults) {
  const sections = [
    header(report),
    sideBySideSection(report),
    report.api.length
      ? ['## API under load', ...report.api.map((entry) => apiSection(entry, report))].join('\n\n')
      : null,
    growthSection(report),
    report.pages ? pagesSection(report.pages) : null,
    report.lighthouse ? lighthouseSection(report.lighthouse) : null,
    report.builds ? buildsSection(report.builds) : null,
    streamsSection(report.streams),
    budgetsSection(budgetResults),
  ];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}
