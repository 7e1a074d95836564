// Live streams at scale (docs/decisions/038-live-streams-at-scale.md): how many Server-Sent Events
// streams one server process holds, what each costs in memory, and how long one event for every
// account takes to reach them all, on one process and on two sharing Redis as behind the balancer.
//
// A small market is seeded on a scratch PostgreSQL database; each stream is a freelancer of its
// own, signed in by a session row written as the server's session store writes one (the SHA-256
// of a random token, kind 'session'; no argon2 log-in per account). The clients are raw sockets in
// a child process (stream-clients.mjs). The event: one `notification.created` per account,
// published on the servers' Redis channel in one burst, as a process telling every account (an
// admin's notice to all, a job closed to each applicant) publishes it. Each process receives the
// burst over Redis and tells the streams it holds; the delay is from the first publication to each
// stream's notification.
import { fork } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hold } from './cleanup.mjs';
import { freshDatabase } from './databases.mjs';
import { FRESH_FREELANCERS, marketOf } from './options.mjs';
import { seedMarket } from './seed.mjs';
import { startBenchServer, watchPeakMemory } from './server.mjs';

const PASSWORD = 'Bench-Streams-2026';
/** The production build names its cookie with the __Host- prefix (server/src/auth/session-cookie.ts). */
const COOKIE = '__Host-kaamyaab_session';
const FAN_OUT_TIMEOUT_MS = 30_000;
const clientsFile = fileURLToPath(new URL('./stream-clients.mjs', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const progress = (line) => console.error(line);

/** Session rows for the newest `count` freelancers; answers each one's id and cookie. */
async function signIn(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select id from freelancers order by created_at desc limit $1',
      [count],
    );
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `insert into sessions (token_hash, login_id, kind, principal_type, principal_id, expires_at)
       select hash, login, 'session', 'freelancer', id, now() + interval '1 day'
       from unnest($1::text[], $2::uuid[], $3::uuid[]) as t(hash, login, id)`,
      [
        tokens.map((token) => createHash('sha256').update(token).digest('hex')),
        rows.map(() => randomUUID()),
        rows.map(({ id }) => id),
      ],
    );
    return rows.map(({ id }, index) => ({ id, cookie: `${COOKIE}=${tokens[index]}` }));
  } finally {
    await client.end();
  }
}

function startClients() {
  const child = fork(clientsFile, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const release = hold(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  });
  const ask = (message) =>
    new Promise((resolve, reject) => {
      const answer = (reply) => {
        child.off('exit', died);
        if (reply.failed) reject(new Error(`The stream clients failed: ${reply.failed}`));
        else resolve(reply);
      };
      const died = (code) => reject(new Error(`The stream clients exited with ${code}`));
      child.once('message', answer);
      child.once('exit', died);
      child.send(message);
    });
  return { ask, release };
}

const memoryOf = (server) => {
  const sample = server.memory();
  return sample && { rss: sample.rss, heapUsed: sample.heapUsed };
};

/** `processes` servers on one database and one Redis channel, the accounts split across them. */
async function measureProcesses(processes, accounts, context) {
  const { env, options, rounds } = context;
  const prefix = `kaamyaab-bench-${randomBytes(4).toString('hex')}`;
  const serverEnv = { ...env, REDIS_URL: options.streams.redisUrl, REDIS_KEY_PREFIX: prefix };
  const servers = [];
  const clients = startClients();
  try {
    for (let index = 0; index < processes; index += 1)
      servers.push(await startBenchServer(serverEnv, { serverFile: context.serverFile }));
    for (const server of servers) await server.settle();
    await sleep(1_000);
    const idle = servers.map(memoryOf);
    const targets = accounts.map(({ cookie }, index) => {
      const url = new URL(servers[index % processes].url);
      return { host: url.hostname, port: Number(url.port), cookie };
    });
    progress(
      `  ${processes} process(es): opening ${accounts.length.toLocaleString('en')} streams…`,
    );
    const { opened } = await clients.ask({ open: targets });
    await sleep(2_000);
    const holding = servers.map(memoryOf);
    const messages = accounts.map(({ id }) =>
      JSON.stringify({
        origin: `bench-${prefix}`,
        event: 'notification.created',
        payload: { recipientType: 'freelancer', recipientId: id, kind: 'accountApproved' },
      }),
    );
    const fanOuts = [];
    const peaks = servers.map((server) => watchPeakMemory(server.memory));
    for (let round = 1; round <= rounds; round += 1) {
      for (const server of servers) await server.loopDelay();
      const { arrivals } = await clients.ask({
        fanOut: {
          id: round,
          redisUrl: options.streams.redisUrl,
          channel: `${prefix}:events`,
          messages,
          timeoutMs: FAN_OUT_TIMEOUT_MS,
        },
      });
      const loopDelay = [];
      for (const server of servers) loopDelay.push(await server.loopDelay());
      fanOuts.push({ ...arrivals, loopDelay });
      progress(
        `    fan-out ${round}: ${arrivals.received}/${arrivals.streams} received, ` +
          `p50 ${arrivals.p50} ms, p99 ${arrivals.p99} ms, max ${arrivals.max} ms`,
      );
      await sleep(1_000);
    }
    return {
      processes,
      streams: accounts.length,
      opened: opened.opened,
      openSeconds: opened.seconds,
      refusals: opened.refusals,
      idle,
      holding,
      peak: peaks.map((stop) => stop()),
      fanOuts,
    };
  } finally {
    await clients.ask({ close: true }).catch(() => undefined);
    await clients.release();
    for (const server of servers.reverse()) await server.release();
  }
}

/**
 * @param {{ streams: { count: number, redisUrl: string, rounds: number }, postgresUrl: string }} options
 * @param {string} serverFile the build under test
 * @returns {Promise<object>} report.streams: one entry per process count
 */
export async function benchStreams(options, serverFile) {
  const count = options.streams.count;
  progress(`\nStreams: ${count.toLocaleString('en')} on one process, then on two…`);
  const database = await freshDatabase('postgres', options);
  try {
    const env = { ...database.env, DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
    const market = marketOf(
      { ...options, companies: 10, freelancers: count + FRESH_FREELANCERS, applicationsPerJob: 1 },
      100,
    );
    await seedMarket({ env, market, password: PASSWORD });
    const accounts = await signIn(env.DATABASE_URL, count);
    const context = { env, options, serverFile, rounds: options.streams.rounds };
    const runs = [];
    for (const processes of [1, 2]) runs.push(await measureProcesses(processes, accounts, context));
    return { count, runs };
  } finally {
    await database.release();
  }
}
