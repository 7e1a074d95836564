/**
 * The market day's figures and their Markdown: per action its count, throughput, latency
 * percentiles, errors and the database statements one such action costs; then the checks.
 */
export interface Sample {
  action: string;
  ms: number;
  /** The HTTP status, or 0 when no answer came (connection refused or reset). */
  status: number;
}

export interface ActionRow {
  id: string;
  label: string;
  count: number;
  perSecond: number;
  p50: number | null;
  p99: number | null;
  errors: number;
  serverErrors: number;
  /** Statements per action, and how many serial actions that was measured on. */
  statements: { perAction: number; measuredOn: number } | null;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** The nearest-rank percentile of values sorted ascending; null for none. */
export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(
  actions: readonly { id: string; label: string }[],
  samples: Sample[],
  seconds: number,
  statements: Record<string, { perAction: number; measuredOn: number } | undefined>,
): ActionRow[] {
  return actions.map(({ id, label }) => {
    const mine = samples.filter((sample) => sample.action === id);
    const sorted = mine.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      id,
      label,
      count: mine.length,
      perSecond: mine.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: mine.filter((sample) => sample.status < 200 || sample.status >= 300).length,
      serverErrors: mine.filter((sample) => sample.status >= 500 || sample.status === 0).length,
      statements: statements[id] ?? null,
    };
  });
}

const ms = (value: number | null) => (value === null ? '–' : value.toFixed(1));

export interface DayReport {
  title: string;
  setting: string[];
  rows: ActionRow[];
  seconds: number;
  /** Statements PostgreSQL ran for the servers during the day, and in the background when idle. */
  dayStatements: { total: number; idlePerSecond: number };
  checks: Check[];
}

export function formatReport(report: DayReport): string {
  const { rows, seconds } = report;
  const all = rows.flatMap((row) => (row.count > 0 ? [row] : []));
  const count = all.reduce((sum, row) => sum + row.count, 0);
  const errors = all.reduce((sum, row) => sum + row.errors, 0);
  const expected = all.reduce(
    (sum, row) => sum + (row.statements ? row.statements.perAction * row.count : 0),
    0,
  );
  const lines = [`# ${report.title}`, '', ...report.setting.map((line) => `- ${line}`), ''];
  lines.push(
    '| action | count | per s | p50 ms | p99 ms | errors (5xx or none) | statements per action |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const row of rows)
    lines.push(
      `| ${row.label} | ${row.count} | ${row.perSecond.toFixed(1)} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.errors} (${row.serverErrors}) | ${
        row.statements
          ? `${row.statements.perAction.toFixed(1)} (n=${row.statements.measuredOn})`
          : '–'
      } |`,
    );
  lines.push(
    `| **all** | **${count}** | **${(count / seconds).toFixed(1)}** | | | **${errors}** | **${
      count ? (report.dayStatements.total / count).toFixed(1) : '–'
    }** |`,
    '',
    `Statements during the day: ${report.dayStatements.total} (${(report.dayStatements.total / seconds).toFixed(0)}/s); the per-action counts predict ${Math.round(expected)}, and the servers' background work ran ${report.dayStatements.idlePerSecond.toFixed(1)}/s when idle.`,
    '',
    '| check | result | what was seen |',
    '| --- | --- | --- |',
    ...report.checks.map((c) => `| ${c.name} | ${c.ok ? 'ok' : 'FAILED'} | ${c.detail} |`),
  );
  return `${lines.join('\n')}\n`;
}
