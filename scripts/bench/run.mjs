// `npm run bench`: the one speed report, never a test (decision 013). For each database engine and
// market size, and each server build (--server, for a before/after in one run): a fresh database,
// a seeded market, the build on it, and each request of scenarios.mjs under autocannon load beside
// a bare node:http ceiling sending the same answer, with the server's memory and event-loop delay
// and, on PostgreSQL, its database round trips per request. Then the JavaScript each page
// downloads, Lighthouse and build times. Prints Markdown, writes bench/report.md and
// bench/report.json, and with --check exits 1 past a budget of bench/budgets.json. Progress goes
// to stderr, the report to stdout; `--help` lists the options.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildPackage,
  ensureBuilt,
  packages,
  repoRoot,
  serverBundle,
} from '../build-if-needed.mjs';
import { checkBudgets } from './budgets.mjs';
import { startCeiling } from './ceiling.mjs';
import { releaseAll, releaseOnSignals } from './cleanup.mjs';
import { freshDatabase } from './databases.mjs';
import { measurePages } from './frontend-weight.mjs';
import { sendOk } from './http.mjs';
import { loadRun } from './load.mjs';
import { marketOf, marketsToRun, readOptions, usage } from './options.mjs';
import { renderReport } from './report.mjs';
import { countRoundTrips } from './round-trips.mjs';
import { contextFor, scenarios } from './scenarios.mjs';
import { seedMarket } from './seed.mjs';
import { startBenchServer, watchPeakMemory } from './server.mjs';
import { benchStreams } from './streams.mjs';

const PASSWORD = 'Bench-Market-2026';
const WARM_UP_SECONDS = 1;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const PAGES = ['/', '/blogs', '/login', '/signup-freelancer', '/login-admin'];
const benchDir = path.join(repoRoot, 'bench');
const progress = (line) => console.error(line);
const seconds = (since) => (performance.now() - since) / 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function buildTimes() {
  const builds = {};
  for (const pkg of packages) {
    progress(`Building ${pkg.name}…`);
    builds[pkg.name] = buildPackage(pkg.name);
  }
  return builds;
}

/**
 * `countTrips(prepared)` answers the database round trips per request of a scenario, where the
 * database can count them (PostgreSQL), else it is null.
 */
async function measureScenario(server, scenario, ctx, options, countTrips) {
  const prepared = await scenario.prepare(ctx);
  const about = { id: scenario.id, label: scenario.label };
  if (prepared.skipped) return { ...about, skipped: prepared.skipped };
  // The ceiling replays this answer; it is also the proof that the request succeeds.
  const answer = await sendOk(server.url, prepared.request);
  const roundTrips = countTrips ? await countTrips(prepared) : null;
  const ceiling = await startCeiling(answer);
  // The ceiling's requests stay the same: it must not use up the apply pairs.
  const fixed = { request: prepared.request };
  const runs = [];
  try {
    for (const connections of options.connections) {
      const load = { connections, seconds: options.durationSeconds };
      await server.settle();
      await loadRun(server.url, prepared, { connections, seconds: WARM_UP_SECONDS });
      await server.loopDelay(); // the window of this run starts here
      const peakMemory = watchPeakMemory(server.memory);
      const figures = await loadRun(server.url, prepared, load);
      const loopDelay = await server.loopDelay();
      const memory = peakMemory();
      await server.settle();
      await loadRun(ceiling.url, fixed, { connections, seconds: WARM_UP_SECONDS });
      const bare = await loadRun(ceiling.url, fixed, load);
      runs.push({
        connections,
        server: figures,
        ceiling: bare,
        share: figures.rps / bare.rps,
        memory,
        loopDelay,
      });
      progress(
        `  ${scenario.id} @${connections}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50} ms, ` +
          `p99 ${figures.p99} ms, ${figures.errors} errors, ${figures.non2xx} non-2xx, ` +
          `loop delay p99 ${loopDelay.p99} ms; node:http ${Math.round(bare.rps)} req/s`,
      );
    }
  } finally {
    await ceiling.release();
  }
  const { method, path: requestPath } = prepared.request;
  // Ids and cursors differ from run to run and say nothing to a reader of the report.
  const shown = requestPath.replace(UUID, ':id').replace(/after=[^&]+/, 'after=<cursor>');
  return {
    ...about,
    request: `${method} ${shown}`,
    status: answer.status,
    answerBytes: answer.body.length,
    roundTrips,
    runs,
  };
}

async function measureFrontEnd(url, options, freelancer) {
  progress('JavaScript per page…');
  const pages = (await measurePages(url, PAGES, repoRoot)).map(
    ({ path: pagePath, groups, requests, reactRenderers }) => ({
      path: pagePath,
      gzipBytes: Object.values(groups).reduce((sum, bytes) => sum + bytes, 0),
      files: requests,
      groups,
      reactRenderers,
    }),
  );
  if (!options.lighthouse) return { pages, lighthouse: null };
  progress('Lighthouse…');
  // Loaded only here: lighthouse is a heavy import that --quick runs never need.
  const { auditAll } = await import('../audit-pages.mjs');
  return { pages, lighthouse: await auditAll(url, freelancer) };
}

/** One build on one engine at one market size, on a database of its own. */
async function benchMarket(engine, jobs, build, options, { withFrontEnd }) {
  const market = marketOf(options, jobs);
  progress(`\n${engine}, ${jobs.toLocaleString('en')} jobs, build ${build.label}: seeding…`);
  const database = await freshDatabase(engine, options);
  try {
    const env = { ...database.env, DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
    const seedStarted = performance.now();
    const seeded = await seedMarket({ env, market, password: PASSWORD });
    const seedSeconds = seconds(seedStarted);
    const server = await startBenchServer(env, {
      serverFile: build.file,
      profileDir:
        options.profileDir && path.join(options.profileDir, build.label, `${engine}-${jobs}`),
    });
    try {
      const idleMemory = watchPeakMemory(server.memory);
      await server.loopDelay();
      await sleep(500);
      const entry = {
        engine,
        server: build.label,
        market,
        seedSeconds,
        idleMemory: idleMemory(),
        idleLoopDelay: await server.loopDelay(),
        scenarios: [],
      };
      const ctx = contextFor(server.url, { password: PASSWORD, market, seeded });
      const countTrips =
        engine === 'postgres'
          ? (prepared) => countRoundTrips(env.DATABASE_URL, server.url, prepared)
          : null;
      for (const scenario of scenarios.filter(({ id }) => options.scenarios.includes(id)))
        entry.scenarios.push(await measureScenario(server, scenario, ctx, options, countTrips));
      const frontEnd = withFrontEnd
        ? await measureFrontEnd(server.url, options, {
            email: seeded.loginFreelancers[0],
            password: PASSWORD,
          })
        : undefined;
      return { entry, frontEnd };
    } finally {
      await server.release();
    }
  } finally {
    await database.release();
  }
}

function describeRun(argv) {
  const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain') ? ' (with uncommitted changes)' : '';
  return {
    startedAt: new Date().toISOString(),
    command: `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`,
    commit: `${git('rev-parse', '--short', 'HEAD')}${dirty}`,
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    loadAverage: [os.loadavg()[0]],
  };
}

async function main(argv, options) {
  releaseOnSignals();
  const meta = {
    ...describeRun(argv),
    durationSeconds: options.durationSeconds,
    connections: options.connections,
    servers: options.servers,
  };
  const report = { meta, api: [], pages: null, lighthouse: null, builds: null, streams: null };
  if (options.build) report.builds = buildTimes();
  // The streams alone need the server's build only, not the front end's.
  else if (options.streams.only) serverBundle('server');
  else ensureBuilt();
  const missing = options.servers.find(({ file }) => !fs.existsSync(file));
  if (missing) {
    progress(`--server ${missing.label}: there is no ${missing.file} (build it first)`);
    return 2;
  }
  // The builds of one market run back to back, so a before/after shares the machine's mood.
  const underTest = options.servers.at(-1);
  const markets = options.streams.only ? { run: [], skipped: [] } : marketsToRun(options);
  for (const { engine, jobs } of markets.skipped)
    progress(`${engine}, ${jobs} jobs: skipped (past --embedded-up-to ${options.embeddedUpTo})`);
  for (const { engine, jobs } of markets.run)
    for (const build of options.servers) {
      const withFrontEnd = build === underTest && report.pages === null;
      const { entry, frontEnd } = await benchMarket(engine, jobs, build, options, {
        withFrontEnd,
      });
      report.api.push(entry);
      if (frontEnd) Object.assign(report, frontEnd);
    }
  if (options.streams.count) report.streams = await benchStreams(options, underTest.file);
  meta.loadAverage.push(os.loadavg()[0]);

  const budgets = JSON.parse(fs.readFileSync(path.join(benchDir, 'budgets.json'), 'utf8'));
  const results = checkBudgets(report, budgets);
  const markdown = renderReport(report, results);
  fs.writeFileSync(
    path.join(benchDir, 'report.json'),
    `${JSON.stringify({ ...report, budgets: results }, null, 2)}\n`,
  );
  fs.writeFileSync(path.join(benchDir, 'report.md'), markdown);
  console.log(`\n${markdown}`);
  progress('Written: bench/report.md, bench/report.json');

  const exceeded = results.filter((result) => result.status === 'exceeded');
  if (!options.check || exceeded.length === 0) return 0;
  progress(`\n${exceeded.length} budget(s) exceeded:`);
  for (const result of exceeded) progress(`  ${result.id}: ${result.findings.join('; ')}`);
  return 1;
}

const argv = process.argv.slice(2);
let options;
try {
  // npm runs scripts from the repository's root; paths on the command line are the caller's.
  options = readOptions(argv, process.env, {
    cwd: process.env.INIT_CWD ?? process.cwd(),
    defaultServer: path.join(repoRoot, 'server/dist/server.cjs'),
  });
} catch (error) {
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
let exitCode = 1;
try {
  exitCode = await main(argv, options);
} catch (error) {
  console.error(error);
} finally {
  await releaseAll();
}
process.exit(exitCode);
