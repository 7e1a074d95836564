// The command line of `npm run bench`, read once into plain values (see `--help`).
import path from 'node:path';
import { parseArgs } from 'node:util';

export const scenarioIds = [
  'jobs-first',
  'jobs-deep',
  'job-applications',
  'apply',
  'login',
  'search',
  'search-filtered',
  'search-fewest',
  'search-deep',
  'search-cold',
  'search-rare',
  'talent',
  'talent-rare',
];
const engineNames = {
  postgres: 'postgres',
  pg: 'postgres',
  embedded: 'embedded',
  pglite: 'embedded',
};

export const usage = `npm run bench -- [options]

  --jobs 1000,10000,100000     market sizes, one fresh database each (default: all three)
  --engines postgres,embedded  databases to run on (pg and pglite also accepted)
  --embedded-up-to 100000      the embedded database's largest market: it holds one machine's
                               market and the tests' (the million-job budgets are PostgreSQL's)
  --companies N                companies in every market (default: a fiftieth of the jobs, at least 1,000)
  --freelancers N              freelancers in every market (default: a fifth of the jobs, at least 20,000)
  --applications-per-job 3     applications = jobs × this (300,000 at 100,000 jobs)
  --connections 10,50          concurrent connections of each load run
  --duration 5                 seconds of each load run (after a 1 s warm-up)
  --scenarios a,b              only these: ${scenarioIds.join(', ')}
  --postgres-url URL           server for the scratch databases
                               (default $BENCH_POSTGRES_URL or postgres://postgres@127.0.0.1:5432/postgres)
  --server label=path.cjs      a server build to measure (repeatable): each build in turn, on a
                               fresh database of its own, side by side in the report; budgets
                               and the pages are the last build's (default: server/dist/server.cjs)
  --profile dir                CPU profiles of the servers' threads, in dir/<label>/<database>-<jobs>
  --quick                      2 s runs, reuse the current build, no Lighthouse
  --no-build                   reuse the current build (build only what is missing or stale)
  --no-lighthouse              skip the Lighthouse scores
  --check                      exit 1 when a budget of bench/budgets.json is exceeded
  --streams 10000              live streams held on one server process, then split over two
                               (PostgreSQL and Redis), with one event per account fanned out
  --no-streams                 skip the live streams
  --streams-only               only the live streams (no API markets, pages or Lighthouse)
  --redis-url URL              the streams' Redis (default $BENCH_REDIS_URL or redis://127.0.0.1:6379)
  --help                       this text`;

const list = (text, read) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(read);

function count(name, text) {
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} takes whole numbers above 0, not "${text}"`);
  return value;
}

function engine(text) {
  const name = engineNames[text.toLowerCase()];
  if (!name) throw new Error(`--engines takes postgres and embedded, not "${text}"`);
  return name;
}

const LABEL = /^[\w.-]+$/;

/** `label=path/to/server.cjs`, the path from `cwd`. */
function serverBuild(text, cwd) {
  const at = text.indexOf('=');
  const label = text.slice(0, at);
  const file = text.slice(at + 1);
  if (at === -1 || !LABEL.test(label) || !file)
    throw new Error(
      `--server takes label=path/to/server.cjs (a label of letters, digits, . _ -), not "${text}"`,
    );
  return { label, file: path.resolve(cwd, file) };
}

function scenario(text) {
  if (!scenarioIds.includes(text))
    throw new Error(`--scenarios takes ${scenarioIds.join(', ')}, not "${text}"`);
  return text;
}

const streamsArgs = {
  streams: { type: 'string', default: '10000' },
  'no-streams': { type: 'boolean', default: false },
  'streams-only': { type: 'boolean', default: false },
  'redis-url': { type: 'string' },
};

/** The live streams' part of the run (streams.mjs): how many, whether alone, and their Redis. */
function streamsOptions(values, env) {
  if (values['no-streams'] && values['streams-only'])
    throw new Error('--no-streams and --streams-only exclude each other');
  return {
    count: values['no-streams'] ? 0 : count('streams', values.streams),
    only: values['streams-only'],
    redisUrl: values['redis-url'] ?? env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    rounds: values.quick ? 1 : 3,
  };
}

/**
 * Reads argv (without node and the script); throws an Error whose message says what is wrong.
 * Paths are taken from `cwd`; the default build is `defaultServer`.
 */
export function readOptions(
  argv,
  env = {},
  { cwd = process.cwd(), defaultServer = 'server/dist/server.cjs' } = {},
) {
  const { values } = parseArgs({
    args: argv,
    options: {
      jobs: { type: 'string', default: '1000,10000,100000' },
      engines: { type: 'string', default: 'postgres,embedded' },
      'embedded-up-to': { type: 'string', default: '100000' },
      companies: { type: 'string' },
      freelancers: { type: 'string' },
      'applications-per-job': { type: 'string', default: '3' },
      connections: { type: 'string', default: '10,50' },
      duration: { type: 'string' },
      scenarios: { type: 'string', default: scenarioIds.join(',') },
      'postgres-url': { type: 'string' },
      server: { type: 'string', multiple: true, default: [] },
      profile: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      ...streamsArgs,
    },
  });
  const options = {
    help: values.help,
    jobs: [...new Set(list(values.jobs, (text) => count('jobs', text)))].sort((a, b) => a - b),
    engines: [...new Set(list(values.engines, engine))],
    embeddedUpTo: count('embedded-up-to', values['embedded-up-to']),
    companies: values.companies === undefined ? null : count('companies', values.companies),
    freelancers: values.freelancers === undefined ? null : count('freelancers', values.freelancers),
    applicationsPerJob: count('applications-per-job', values['applications-per-job']),
    connections: list(values.connections, (text) => count('connections', text)),
    durationSeconds: count('duration', values.duration ?? (values.quick ? '2' : '5')),
    scenarios: list(values.scenarios, scenario),
    postgresUrl:
      values['postgres-url'] ??
      env.BENCH_POSTGRES_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
    servers: values.server.length
      ? values.server.map((text) => serverBuild(text, cwd))
      : [{ label: 'current', file: path.resolve(cwd, defaultServer) }],
    profileDir: values.profile ? path.resolve(cwd, values.profile) : null,
    build: !values.quick && !values['no-build'],
    lighthouse: !values.quick && !values['no-lighthouse'],
    check: values.check,
    streams: streamsOptions(values, env),
  };
  for (const key of ['jobs', 'engines', 'connections', 'scenarios'])
    if (options[key].length === 0) throw new Error(`--${key} needs at least one value`);
  const labels = options.servers.map(({ label }) => label);
  const twice = labels.find((label, index) => labels.indexOf(label) !== index);
  if (twice) throw new Error(`--server labels must differ: "${twice}" is given twice`);
  if (values.profile === '') throw new Error('--profile needs a folder');
  return options;
}

/** Applying as fresh freelancers needs some who applied to nothing; the rest carry the load. */
export const FRESH_FREELANCERS = 50;

/**
 * The market of one run: its counts, checked so that every application can be unique. Unless
 * told, the accounts grow with the jobs, as in the market at 1,000,000 jobs: 20,000 companies
 * and 200,000 freelancers.
 */
export function marketOf(options, jobs) {
  const companies = options.companies ?? Math.max(1000, Math.round(jobs / 50));
  const freelancers = options.freelancers ?? Math.max(20_000, Math.round(jobs / 5));
  const applying = freelancers - FRESH_FREELANCERS;
  if (applying < options.applicationsPerJob)
    throw new Error(
      `--freelancers must be at least ${FRESH_FREELANCERS + options.applicationsPerJob}: ` +
        `${FRESH_FREELANCERS} apply during the bench and each job needs ${options.applicationsPerJob} others`,
    );
  return {
    companies,
    freelancers,
    jobs,
    applications: jobs * options.applicationsPerJob,
    fresh: FRESH_FREELANCERS,
  };
}

/**
 * Each engine's markets, in the order they run: every size on PostgreSQL, the sizes up to
 * --embedded-up-to on the embedded database; `skipped` names the rest, for the progress log.
 */
export function marketsToRun(options) {
  const run = [];
  const skipped = [];
  for (const engine of options.engines)
    for (const jobs of options.jobs)
      (engine === 'embedded' && jobs > options.embeddedUpTo ? skipped : run).push({ engine, jobs });
  return { run, skipped };
}
