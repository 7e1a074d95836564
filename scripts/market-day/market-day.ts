import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerAdmin } from '../../shell/e2e/support/api-setup';
import { PASSWORD } from '../../shell/e2e/support/people';
import { hold, releaseAll, releaseOnSignals } from '../bench/cleanup.mjs';
import { cookieHeader, sendOk } from '../bench/http.mjs';
import { seedMarket } from '../bench/seed.mjs';
import { startCluster } from '../chaos/postgres-cluster.mjs';
import serverProcess from '../lib/server-process.cjs';
import { startBalancer } from '../scale/balancer';
import { inParallel } from '../scale/market';
import { forgetRedisKeys } from '../scale/redis-keys';
import { actions } from './actions';
import { Board, type Person } from './board';
import { checkInvariants } from './invariants';
import { parseDayOptions } from './options';
import { ACTIONS, pickAction, seededRandom, type ActionId } from './plan';
import { formatReport, summarize, type Sample } from './report';
import {
  idleRate,
  observe,
  OBSERVER_ROLE,
  untilOutboxQuiet,
  type StatementCounter,
} from './statements';

/**
 * `npm run market-day`: a whole market day against the production build on PostgreSQL, behind
 * HAProxy with the deployment's configuration, on one or two server processes: virtual users
 * play the day's mix (plan.ts) with sessions opened at the start, then each action is repeated
 * alone to count its statements, then the invariants. Prints a Markdown report and writes it
 * under bench/. Not part of CI (docs/decisions/039-a-market-day.md).
 */
const options = parseDayOptions(process.argv.slice(2));
const redisUrl = process.env.MARKET_DAY_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = (line: string) => console.error(line);
const since = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

async function startDatabase() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-market-day-'));
  fs.chmodSync(root, 0o755); // the postgres user must reach its data folder inside
  hold(() => fs.rmSync(root, { recursive: true, force: true }));
  // Preloaded in this scratch cluster only: the machine's PostgreSQL keeps its configuration.
  const cluster = await startCluster(root, {
    settings: {
      shared_preload_libraries: 'pg_stat_statements',
      'pg_stat_statements.max': '10000',
      max_connections: '200',
    },
  });
  hold(() => cluster.stop());
  await cluster.createDatabase('market');
  await cluster.query('market', 'create extension pg_stat_statements');
  // It reads the tables the migrations will create, and every session's statistics.
  await cluster.query(
    'market',
    `create role ${OBSERVER_ROLE} login in role pg_read_all_stats, pg_read_all_data`,
  );
  return cluster;
}

async function logIn(
  baseUrl: string,
  role: 'freelancer' | 'company',
  email: string,
): Promise<Person> {
  const answer = await sendOk(baseUrl, {
    method: 'POST',
    path: `/api/v1/${role}/login`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return { email, cookie: cookieHeader(answer.rawHeaders) };
}

async function openJobsOf(db: StatementCounter, companies: Person[]) {
  return db.query<{ id: string; email: string; places: number }>(
    `select j.id, c.email, j.number_of_freelancers - (select count(*) from applications a
              where a.job_id = j.id and a.status = 'accepted')::int as places
     from jobs j join companies c on c.id = j.company_id
     where c.email = any($1) and j.status = 'open'`,
    [companies.map((company) => company.email)],
  );
}

/** One virtual user: turn after turn until the deadline, whatever is ready, as its owner. */
async function virtualUser(board: Board, baseUrl: string, deadline: number, samples: Sample[]) {
  while (performance.now() < deadline) {
    const action = pickAction(ACTIONS, (id) => actions[id].ready(board), board.random())!;
    samples.push(await timed(board, baseUrl, action.id));
  }
}

async function timed(board: Board, baseUrl: string, id: ActionId): Promise<Sample> {
  const started = performance.now();
  let status = 0;
  try {
    status = await actions[id].run(board, baseUrl);
  } catch (error) {
    board.refused(id, 0, String(error));
  }
  return { action: id, ms: performance.now() - started, status };
}

/**
 * Each action alone, `reps` times one after the other, in the order a deal moves (what one step
 * leaves, the next takes): its statements, less the background's for as long as it took.
 */
async function countStatements(
  board: Board,
  baseUrl: string,
  db: StatementCounter,
  idle: number,
  samples: Sample[],
) {
  const order: ActionId[] = [
    'postJob',
    'apply',
    'accept',
    'message',
    'offer',
    'acceptOffer',
    'fund',
    'confirm',
    'submit',
    'approve',
    'browse',
    'search',
    'openJob',
  ];
  const counts: Record<string, { perAction: number; measuredOn: number }> = {};
  for (const id of order) {
    await untilOutboxQuiet(db);
    const started = performance.now();
    const before = await db.count();
    let done = 0;
    for (; done < options.reps && actions[id].ready(board); done += 1)
      samples.push(await timed(board, baseUrl, id));
    await untilOutboxQuiet(db);
    // The observer's own reads run as another role: only the servers' statements are counted.
    const background = (idle * (performance.now() - started)) / 1000;
    if (done > 0)
      counts[id] = {
        perAction: Math.max(0, (await db.count()) - before - background) / done,
        measuredOn: done,
      };
  }
  return counts;
}

async function main() {
  releaseOnSignals();
  const started = performance.now();
  const cluster = await startDatabase();
  const databaseUrl = cluster.url('market');
  const dataKey = randomBytes(32).toString('base64');
  log(`… seeding ${JSON.stringify(options.market)}`);
  const seeded = await seedMarket({
    env: { DATABASE_URL: databaseUrl, DATA_ENCRYPTION_KEY: dataKey },
    market: { ...options.market, fresh: options.people.freelancers },
    password: PASSWORD,
  });
  const prefix = `kaamyaab-market-day-${randomBytes(4).toString('hex')}`;
  hold(() => forgetRedisKeys(redisUrl, prefix));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_ENCRYPTION_KEY: dataKey,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    SERVE_WEB: 'false',
    TRUST_PROXY: 'true',
    // A few hundred people acting all day within minutes write faster than the per-account limit.
    MESSAGE_RATE_LIMIT: '1000000',
  };
  const servers = await Promise.all(
    Array.from({ length: options.processes }, () => serverProcess.startServer(env)),
  );
  for (const server of servers) hold(() => server.stop());
  const urls = servers.map((server) => server.url);
  // One process: both of the configuration's server lines name it, so every request crosses the same balancer.
  const proxy = await startBalancer([urls[0]!, urls[1] ?? urls[0]!]);
  hold(() => proxy.close());
  log(`… ${options.processes} process(es) behind HAProxy after ${since(started)} s; logging in`);
  const db = await observe(
    cluster.url('market').replace('postgres@', `${OBSERVER_ROLE}@`),
    'postgres',
  );
  hold(() => db.close());

  const companies: Person[] = [];
  await inParallel(
    Array.from({ length: options.people.companies }, (_, n) => n),
    4,
    async (n) => {
      companies.push(await logIn(proxy.url, 'company', `company-${n}@bench.kaamyaab.pk`));
    },
  );
  const freelancers: Person[] = [];
  await inParallel(seeded.freshFreelancers, 4, async (email) => {
    freelancers.push(await logIn(proxy.url, 'freelancer', email));
  });
  const admin = await registerAdmin(proxy.url, 'Money Desk');
  const board = new Board(
    freelancers,
    companies,
    { ...admin.headers },
    seeded.applyJobIds,
    seededRandom(options.seed),
  );
  const byEmail = new Map(companies.map((company) => [company.email, company]));
  for (const job of await openJobsOf(db, companies))
    if (job.places > 0)
      board.jobs.set(job.id, {
        id: job.id,
        company: byEmail.get(job.email)!,
        places: job.places,
        applying: 0,
      });

  log(
    `… ${freelancers.length} freelancers, ${companies.length} companies and an admin logged in; the servers idle`,
  );
  const idle = await idleRate(db, 5);
  log(`… the day: ${options.users} virtual users for ${options.seconds} s`);
  const samples: Sample[] = [];
  const before = await db.count();
  const deadline = performance.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.users }, () => virtualUser(board, proxy.url, deadline, samples)),
  );
  await untilOutboxQuiet(db);
  const dayStatements = (await db.count()) - before;
  log(`… statements per action, each alone ${options.reps} times`);
  const calibration: Sample[] = [];
  const statements = await countStatements(board, proxy.url, db, idle, calibration);
  const serverErrors = [...samples, ...calibration].filter(
    (s) => s.status === 0 || s.status >= 500,
  ).length;
  const checks = await checkInvariants(db, board.ack, serverErrors);
  const processes = options.processes === 1 ? 'one server process' : 'two server processes';
  const markdown = formatReport({
    title: `A market day on ${processes}`,
    setting: [
      `${options.users} virtual users for ${options.seconds} s, seed ${options.seed}; ${freelancers.length} freelancers, ${companies.length} companies and one admin logged in at the start`,
      `market seeded by SQL: ${options.market.jobs} jobs, ${options.market.applications} applications, ${options.market.freelancers} freelancers, ${options.market.companies} companies`,
      `production build on PostgreSQL 15 (scratch cluster with pg_stat_statements), Redis, behind HAProxy with deploy/haproxy/haproxy.cfg; ${os.cpus().length} cores shared by all of it and the load generator`,
      "statements: pg_stat_statements calls of the servers' role (BEGIN/COMMIT included), per action measured alone after the day",
      `command: npm run market-day -- ${process.argv.slice(2).join(' ') || '(defaults)'}`,
    ],
    rows: summarize(ACTIONS, samples, options.seconds, statements),
    seconds: options.seconds,
    dayStatements: { total: dayStatements, idlePerSecond: idle },
    checks,
  });
  const refusals = board.refusals.length
    ? `\nFirst refusals:\n\n${board.refusals.map((r) => `- ${r}`).join('\n')}\n`
    : '';
  console.log(markdown + refusals);
  const file = path.join(serverProcess.repoRoot, `bench/market-day-${options.processes}p.md`);
  fs.writeFileSync(file, markdown + refusals);
  log(`Written to ${path.relative(serverProcess.repoRoot, file)}; ${since(started)} s in all.`);
  process.exitCode = checks.every((check) => check.ok) ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => releaseAll());
