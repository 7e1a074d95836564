// Load figures of the jobs list (issue 10), one server build against another in the same run:
//   node scripts/probes/jobs-list-load.mjs [--jobs 1000,100000] [--connections 10,50]
//     [--seconds 10] [--server label=path/to/server.cjs ...]
// Each (server, market size) pair gets its own PostgreSQL database (PROBE_DATABASE_URL's server,
// default postgres://postgres@127.0.0.1:5432), seeded once with SQL and kept for the next run.
// Prints req/s and p50/p99 of the first page and of a deep page (50,000 jobs down, or half the
// market), beside a bare node:http server sending the first page's bytes. A report, never a test: figures on a shared
// machine are noisy, so compare builds measured in one run.
import { createHash, randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const list = (text) => text.split(',').map(Number);
const servers = args
  .flatMap((arg, index) => (args[index - 1] === '--server' ? [arg.split('=')] : []))
  .map(([label, file]) => ({ label, file: path.resolve(file) }));
if (servers.length === 0) servers.push({ label: 'current', file: 'server/dist/server.cjs' });
const marketSizes = list(option('jobs', '1000,100000'));
const connections = list(option('connections', '10,50'));
const seconds = Number(option('seconds', '10'));
const pgServer = process.env.PROBE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
// One fixed key: the server seals the seeded personal numbers at its first start.
const DATA_KEY = Buffer.alloc(32, 7).toString('base64');
const TOKEN = 'probe-session-token-not-a-secret';
const DEEP = 50_000;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function ensureDatabase(name) {
  await withClient(`${pgServer}/postgres`, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  });
  return `${pgServer}/${name}`;
}

/** 1,000 companies, `jobs` jobs three to a second (ties on created_at), one signed-in freelancer. */
async function seed(url, jobs) {
  await withClient(url, async (client) => {
    const { rows } = await client.query('select count(*)::int as n from jobs');
    if (rows[0].n >= jobs) return;
    await client.query(`insert into companies (company_name, poc_name, poc_id, company_ntn, email,
        password_hash, bio, is_active)
      select 'Indus Labs ' || i, 'Ayesha ' || i, '35202-1234567-1', '1234567-8', 'c' || i || '@probe.test',
        'x', 'A software house in Lahore.', true from generate_series(1, 1000) i`);
    await client.query(
      `insert into jobs (company_id, title, description, project_type,
        experience_level, job_category, skills, budget, duration, created_at)
      select ids[1 + g % 1000], 'Looking for a React developer #' || g,
        repeat('Build the storefront of our Lahore bakery, with payments and delivery. ', 8),
        'one-time', 'intermediate', 'Web Development', array['React','TypeScript','Node.js'],
        150000 + g, '6 weeks', now() - (g / 3) * interval '1 second'
      from generate_series(1, $1::int) g, (select array_agg(id) ids from companies) c`,
      [jobs],
    );
    const [freelancer] = (
      await client.query(`insert into freelancers (full_name, email, password_hash, phone, cnic,
          skills, bank_account, bio, is_active)
        values ('Bilal Ahmed', 'probe@probe.test', 'x', '03001234567', '35202-7654321-1', 'React',
          'PK36SCBL0000001123456702', 'Frontend developer.', true) returning id`)
    ).rows;
    await client.query(
      `insert into sessions (token_hash, login_id, kind, principal_type, principal_id, expires_at)
        values ($1, gen_random_uuid(), 'session', 'freelancer', $2, now() + interval '7 days')`,
      [createHash('sha256').update(TOKEN).digest('hex'), freelancer.id],
    );
    await client.query('analyze');
  });
}

function startServer(file, databaseUrl) {
  const child = spawn(process.execPath, [file], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ADMIN_SIGNUP_KEY: randomBytes(16).toString('hex'),
      DATA_ENCRYPTION_KEY: DATA_KEY,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(repoRoot, 'server/node_modules/.cache/probe-data'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1], stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

// The production cookie name (server/src/auth/session-cookie.ts).
const headers = { cookie: `__Host-kaamyaab_session=${TOKEN}` };
const jobsUrl = (base, query) => `${base}/api/v1/jobs/all-jobs${query}`;
async function getJson(url) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A page `depth` jobs down: by cursor where the server pages by cursor, else by page number. */
async function deepQuery(base, depth) {
  const first = (await getJson(jobsUrl(base, '?limit=200'))).data;
  if (!('nextCursor' in first)) return `?page=${depth / 50 + 1}&limit=50`;
  let cursor = first.nextCursor;
  for (let seen = 200; seen < depth; seen += 200)
    cursor = (await getJson(jobsUrl(base, `?limit=200&after=${cursor}`))).data.nextCursor;
  return `?limit=50&after=${cursor}`;
}

async function load(url, connectionCount, extraHeaders = headers) {
  const result = await autocannon({
    url,
    connections: connectionCount,
    duration: seconds,
    headers: extraHeaders,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failed ? `, ${failed} failed` : ''}`;
}

/** Transactions the database committed: each statement outside a transaction is one. */
const committed = (databaseUrl) =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      'select xact_commit::int as n from pg_stat_database where datname = current_database()',
    );
    return rows[0].n;
  });

/**
 * Database round trips per request, from PostgreSQL's own count over 200 requests. A backend
 * reports its counts when idle, at the latest 10 s later (PostgreSQL 15), hence the wait.
 */
async function roundTrips(url, databaseUrl) {
  const before = await committed(databaseUrl);
  for (let index = 0; index < 200; index += 1) await getJson(url);
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  // Less the probe's own two reads of the count.
  return ((await committed(databaseUrl)) - before - 2) / 200;
}

function bareServer(body) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, stop: () => server.close() }),
    ),
  );
}

console.log(`| jobs | server | page | conn | result |\n|---|---|---|---|---|`);
for (const jobs of marketSizes) {
  for (const { label, file } of servers) {
    const databaseUrl = await ensureDatabase(`kaamyaab_probe_${label}_${jobs}`);
    const server = await startServer(file, databaseUrl);
    try {
      await seed(databaseUrl, jobs);
      const firstBody = await (await fetch(jobsUrl(server.url, ''), { headers })).text();
      const depth = Math.min(DEEP, jobs / 2);
      const deep = await deepQuery(server.url, depth);
      const bare = await bareServer(firstBody);
      const trips = async (query) =>
        (await roundTrips(jobsUrl(server.url, query), databaseUrl)).toFixed(2);
      console.log(
        `| ${jobs} | ${label} | first, deep | - | round trips per request: ${await trips('')}, ${await trips(deep)} |`,
      );
      for (const conn of connections) {
        const row = (page, text) =>
          console.log(`| ${jobs} | ${label} | ${page} | ${conn} | ${text} |`);
        row(
          `node:http (${Math.round(firstBody.length / 1024)} KB)`,
          await load(bare.url, conn, {}),
        );
        row('first', await load(jobsUrl(server.url, ''), conn));
        row(`${depth} deep`, await load(jobsUrl(server.url, deep), conn));
      }
      bare.stop();
    } finally {
      server.stop();
    }
  }
}
