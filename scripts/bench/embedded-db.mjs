// The embedded database under load, a report and never a test: `GET /api/v1/jobs/all-jobs` (the
// first page, signed in as a freelancer) on the production server over the embedded database
// seeded with the demo market plus generated jobs, against a bare node:http server sending the same
// bytes, with the server's event-loop delay (scripts/bench/loop-delay.cjs) and memory.
//
//   npm run build -w server
//   node scripts/bench/embedded-db.mjs --jobs 1000 --duration 10 --connections 10,50 \
//     [--server base=/path/to/other/server.cjs --server new=server/dist/server.cjs] [--profile dir]
//
// Several --server builds are measured one after the other in the same run (A/B on a machine
// whose load moves); each gets a fresh DATA_DIR. Figures on a shared 2-core machine are noisy.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import serverLib from '../lib/server-process.cjs';

const { values: options } = parseArgs({
  options: {
    jobs: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10,50' },
    server: { type: 'string', multiple: true },
    // A folder for the servers' CPU profiles (one per thread: the event loop and the database's).
    profile: { type: 'string' },
  },
});
const jobCount = Number(options.jobs);
const duration = Number(options.duration);
const connectionCounts = options.connections.split(',').map(Number);
const servers = (
  options.server ?? [`current=${path.join(serverLib.repoRoot, 'server/dist/server.cjs')}`]
).map((entry) => {
  const [label, file] = entry.includes('=') ? entry.split('=') : [entry, entry];
  return { label, file: path.resolve(file) };
});
const loopProbe = path.join(import.meta.dirname, 'loop-delay.cjs');

const env = {
  NODE_ENV: 'production',
  ADMIN_SIGNUP_KEY: serverLib.TEST_ADMIN_SIGNUP_KEY,
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  SERVE_WEB: 'false',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
};

/** The demo market (its seed prints the logins), then jobs up to `total`, spread over time. */
async function seed(serverFile, dataDir, total) {
  const seedFile = path.join(path.dirname(serverFile), 'seed-demo.cjs');
  const run = spawnSync(process.execPath, [seedFile], {
    env: { ...process.env, ...env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the demo seed failed:\n${run.stdout}\n${run.stderr}`);
  const [, email, password] = /Freelancer, approved \(\/login\)\s+(\S+)\s+(\S+)/.exec(run.stdout);

  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  const [{ count }] = (await db.query('select count(*)::int as count from jobs')).rows;
  await db.query(
    `insert into jobs (company_id, title, description, project_type, experience_level,
       job_category, skills, budget, duration, number_of_freelancers, created_at, updated_at)
     select company_id, title || ' #' || g, description, project_type, experience_level,
       job_category, skills, budget, duration, number_of_freelancers,
       now() - g * interval '1 minute', now() - g * interval '1 minute'
     from (select * from jobs order by created_at desc limit 1) template,
       generate_series(1, $1::int) g`,
    [Math.max(0, total - count)],
  );
  await db.exec('analyze');
  await db.close();
  return { email, password };
}

async function login(url, { email, password }) {
  const response = await fetch(`${url}/api/v1/freelancer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${await response.text()}`);
  const session = response.headers
    .getSetCookie()
    .find((cookie) => /^(__Host-)?kaamyaab_session=/.test(cookie));
  return session.split(';')[0];
}

/** A bare node:http server in its own process, answering every request with `body`. */
async function startCeiling(body) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-ceiling-')), 'body.json');
  fs.writeFileSync(file, body);
  const code = `const body = require('fs').readFileSync(process.argv[1]);
    require('http').createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      response.end(body);
    }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, ['-e', code, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve) =>
    child.stdout.once('data', (chunk) => resolve(Number(chunk))),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function load(url, connections, headers, seconds = duration) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Asks the probe in `pid` for the loop delay since its last report. */
async function loopDelay(pid, file) {
  const reports = () => {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    // Only whole lines: the probe may be halfway through writing one.
    return text
      .slice(0, text.lastIndexOf('\n') + 1)
      .split('\n')
      .slice(0, -1);
  };
  const before = reports().length;
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    const lines = reports();
    if (lines.length > before) return JSON.parse(lines.at(-1));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const rssMb = (pid) =>
  Math.round(
    Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024,
  );

const rows = [];
let ceiling;
const ceilingRps = {};
const idleDelay = {};
for (const { label, file } of servers) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-bench-'));
  const account = await seed(file, dataDir, jobCount);
  const delayFile = path.join(dataDir, 'loop-delay.jsonl');
  const server = await serverLib.startServer(
    { ...env, LOOP_DELAY_FILE: delayFile },
    {
      dataDir,
      serverFile: file,
      nodeArgs: [
        '-r',
        loopProbe,
        ...(options.profile
          ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profile, label)}`]
          : []),
      ],
    },
  );
  try {
    const headers = { cookie: await login(server.url, account) };
    const url = `${server.url}/api/v1/jobs/all-jobs`;
    if (!ceiling) {
      const body = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
      ceiling = await startCeiling(body);
      console.log(`first page: ${body.length} bytes`);
      for (const connections of connectionCounts) {
        await load(ceiling.url, connections, {}, 2);
        ceilingRps[connections] = (await load(ceiling.url, connections, {})).rps;
      }
    }
    // The same probe on the idle server: the delay the machine's other load alone causes.
    await loopDelay(server.pid, delayFile);
    await new Promise((resolve) => setTimeout(resolve, duration * 1000));
    idleDelay[label] = await loopDelay(server.pid, delayFile);
    for (const connections of connectionCounts) {
      await load(url, connections, headers, 2);
      await loopDelay(server.pid, delayFile);
      const figures = await load(url, connections, headers);
      const delay = await loopDelay(server.pid, delayFile);
      rows.push({
        label,
        jobs: jobCount,
        connections,
        ...figures,
        delay,
        rssMb: rssMb(server.pid),
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
  } finally {
    await server.stop();
  }
}
ceiling?.stop();

for (const [label, delay] of Object.entries(idleDelay))
  console.log(`${label}, idle: event-loop delay p99 ${delay.p99} ms, max ${delay.max} ms`);

console.log(
  `\n| server | jobs | conn | req/s | ÷ node:http | p50 / p99 ms | failed | loop delay p99 / max ms | RSS MB |`,
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  const share = ((100 * row.rps) / ceilingRps[row.connections]).toFixed(1);
  console.log(
    `| ${row.label} | ${row.jobs} | ${row.connections} | ${row.rps} | ${share} % of ${ceilingRps[row.connections]} | ${row.p50} / ${row.p99} | ${row.failed} | ${row.delay.p99} / ${row.delay.max} | ${row.rssMb} |`,
  );
}
