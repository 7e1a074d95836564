// The report as Markdown: what `npm run bench` prints and writes to bench/report.md. Pure: it
// reads the report object (the same as bench/report.json) and the budget results.

const engineNames = { postgres: 'PostgreSQL', embedded: 'embedded (PGlite)' };
const number = (value) => Math.round(value).toLocaleString('en');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === null ? 'no answer' : `${value} ms`);
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)}`;
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
    `Load by autocannon, ${meta.durationSeconds} s per run after a 1 s warm-up, requests without ` +
      'Accept-Encoding, server at LOG_LEVEL=warn. The ceiling is a bare `node:http` server ' +
      'answering the same status, headers and body, measured right after the server in the same run.',
  ].join('\n');
}

const memory = (sample) => (sample ? `${mb(sample.rss)} / ${mb(sample.heapUsed)}` : '–');

function scenarioRows(scenario) {
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
  ]);
}

function apiSection(entry) {
  const { market } = entry;
  const measured = entry.scenarios.filter((scenario) => !scenario.skipped);
  const skipped = entry.scenarios.filter((scenario) => scenario.skipped);
  return [
    `### ${engineNames[entry.engine]}, ${number(market.jobs)} jobs`,
    '',
    `Market: ${number(market.companies)} companies, ${number(market.freelancers)} freelancers, ` +
      `${number(market.jobs)} jobs, ${number(market.applications)} applications, seeded in ` +
      `${entry.seedSeconds.toFixed(1)} s. Server memory (RSS / heap used, MB): ${memory(entry.idleMemory)} idle.`,
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
      ],
      measured.flatMap(scenarioRows),
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
  for (const engine of [...new Set(report.api.map((entry) => entry.engine))]) {
    const entries = report.api.filter((entry) => entry.engine === engine);
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
        engineNames[engine],
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
    report.api.length ? ['## API under load', ...report.api.map(apiSection)].join('\n\n') : null,
    growthSection(report),
    report.pages ? pagesSection(report.pages) : null,
    report.lighthouse ? lighthouseSection(report.lighthouse) : null,
    report.builds ? buildsSection(report.builds) : null,
    budgetsSection(budgetResults),
  ];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}
