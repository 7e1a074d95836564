// The live streams' section of the report (streams.mjs): memory held per stream and the fan-out of
// one event per account, on one process and on two. Pure, like report.mjs.

const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (value) => (value === null || value === undefined ? '–' : `${value} ms`);
const number = (value) => value.toLocaleString('en');
const sum = (samples, key) => samples.reduce((total, sample) => total + (sample?.[key] ?? 0), 0);

/** The memory each stream adds, over every process: (held − idle) / streams opened. */
export function perStream(run, key) {
  if (!run.opened) return null;
  return (sum(run.holding, key) - sum(run.idle, key)) / run.opened;
}

/** The slowest arrival over every fan-out round, or null when a stream never got the event. */
export function worstFanOut(run) {
  if (run.fanOuts.some((round) => round.received < run.streams)) return null;
  return Math.max(...run.fanOuts.map((round) => round.max));
}

const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const each = (samples, show) => samples.map(show).join(' + ');

export function streamsSection(streams) {
  if (!streams) return null;
  const memoryRows = streams.runs.map((run) => [
    run.processes,
    `${number(run.opened)} / ${number(run.streams)} in ${run.openSeconds.toFixed(1)} s`,
    each(run.idle, (sample) => (sample ? mb(sample.rss) : '–')),
    each(run.holding, (sample) => (sample ? mb(sample.rss) : '–')),
    each(run.holding, (sample) => (sample ? mb(sample.heapUsed) : '–')),
    each(run.peak, (sample) => (sample ? mb(sample.rss) : '–')),
    `${((perStream(run, 'rss') ?? 0) / 1024).toFixed(1)} KB`,
    `${((perStream(run, 'heapUsed') ?? 0) / 1024).toFixed(1)} KB`,
  ]);
  const fanOutRows = streams.runs.flatMap((run) =>
    run.fanOuts.map((round, index) => [
      index === 0 ? run.processes : '',
      index + 1,
      `${number(round.received)} / ${number(round.streams)}`,
      ms(round.publishedMs),
      ms(round.p50),
      ms(round.p99),
      ms(round.max),
      each(round.loopDelay, (delay) => `${delay.max} ms`),
    ]),
  );
  return [
    '## Live streams',
    '',
    `${number(streams.count)} Server-Sent Events streams, each a freelancer signed in by a session ` +
      'row, held by raw sockets in a child process; on PostgreSQL with Redis, first on one server ' +
      'process, then split across two. Memory: RSS (and heap) per process before the streams ' +
      'opened, with them open, and at the peak of the fan-outs; per stream: the growth over all ' +
      'processes divided by the streams opened.',
    '',
    table(
      [
        'processes',
        'streams open',
        'RSS idle',
        'RSS holding',
        'heap holding',
        'RSS peak',
        'RSS per stream',
        'heap per stream',
      ],
      memoryRows,
    ),
    '',
    'Fan-out: one `notification.created` per account published on the Redis channel in one ' +
      'burst; the delay runs from the first publication to each stream receiving its notification. ' +
      'Loop delay: the longest event-loop stall of each process during the round.',
    '',
    table(
      ['processes', 'round', 'received', 'published in', 'p50', 'p99', 'max', 'loop delay'],
      fanOutRows,
    ),
  ].join('\n');
}
