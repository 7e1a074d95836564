// A report shaped as run.mjs writes it (bench/report.json), built from a few figures, for the
// tests of budgets.mjs and report.mjs.

/**
 * One load run: the server's figures at these connections, against a ceiling of 10,000 req/s.
 * A p50 of null is a run in which nothing was answered.
 */
export function run(
  connections,
  {
    rps,
    p50,
    p99 = p50 === null ? null : p50 * 2,
    non2xx = 0,
    loopDelay = { p50: 0, p99: 2, max: 8 },
  },
) {
  return {
    connections,
    server: { requests: rps * 5, rps, p50, p975: p99, p99, errors: 0, non2xx },
    ceiling: { requests: 50_000, rps: 10_000, p50: 1, p975: 2, p99: 3, errors: 0, non2xx: 0 },
    share: rps / 10_000,
    memory: { rss: 150 * 1024 * 1024, heapUsed: 60 * 1024 * 1024 },
    loopDelay,
  };
}

/** `roundTrips`: per request, measured on PostgreSQL only (null elsewhere). */
export function scenario(id, runs, { roundTrips = null } = {}) {
  return {
    id,
    label: id.replace('-', ' '),
    request: `GET /api/v1/${id}`,
    status: 200,
    answerBytes: 40_960,
    roundTrips,
    runs,
  };
}

export function market(engine, jobs, scenarios, server = 'current') {
  return {
    engine,
    server,
    market: { companies: 1000, freelancers: 20000, jobs, applications: jobs * 3, fresh: 50 },
    seedSeconds: 2.5,
    idleMemory: { rss: 100 * 1024 * 1024, heapUsed: 30 * 1024 * 1024 },
    idleLoopDelay: { p50: 0, p99: 1, max: 3 },
    scenarios,
  };
}

/** `servers`: the labels of the --server builds, in order (one, 'current', by default). */
export function report({
  api = [],
  pages = null,
  lighthouse = null,
  builds = null,
  servers = ['current'],
  streams = null,
} = {}) {
  return {
    meta: {
      startedAt: '2026-11-23T07:00:00.000Z',
      command: 'npm run bench -- --jobs 1000,100000',
      commit: 'abc1234',
      node: 'v20.20.2',
      cpus: 2,
      cpuModel: 'Test CPU',
      loadAverage: [1.5, 2.5],
      durationSeconds: 5,
      connections: [10, 50],
      servers: servers.map((label) => ({ label, file: `/builds/${label}/server.cjs` })),
    },
    api,
    pages,
    lighthouse,
    builds,
    streams,
  };
}

export const lighthouseRow = (path, performance, accessibility = 100, bestPractices = 100) => ({
  path,
  performance,
  accessibility,
  'best-practices': bestPractices,
  seo: 100,
  fcp: '1.2 s',
  lcp: '2.0 s',
  tbt: '10 ms',
  cls: '0',
  si: '1.5 s',
});

const MB = 1024 * 1024;

/**
 * One run of the live streams (streams.mjs) on `processes` servers: memory per process idle and
 * holding, and fan-out rounds whose slowest arrivals are `maxMs` (one round per value).
 */
export function streamsRun(
  processes,
  {
    streams = 10_000,
    opened = streams,
    idleMb = 150,
    holdingMb = 400,
    maxMs = [900],
    received = streams,
  } = {},
) {
  const each = (mb) =>
    Array.from({ length: processes }, () => ({ rss: mb * MB, heapUsed: (mb / 2) * MB }));
  return {
    processes,
    streams,
    opened,
    openSeconds: 12.5,
    refusals: {},
    idle: each(idleMb),
    holding: each(holdingMb),
    peak: each(holdingMb + 20),
    fanOuts: maxMs.map((max) => ({
      streams: opened,
      received,
      publishedMs: 40,
      p50: max / 2,
      p99: max * 0.9,
      max,
      closedByServer: 0,
      loopDelay: Array.from({ length: processes }, () => ({ p50: 0, p99: 20, max: 80 })),
    })),
  };
}
