import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startTestS3 } from '../../server/test/s3-server';
import {
  apiLogin,
  applyAs,
  approve,
  registerAdmin,
  registerFreelancer,
} from '../../shell/e2e/support/api-setup';
import serverProcess from '../lib/server-process.cjs';
import { checkConsistency, type Check } from './consistency';
import {
  acceptAndTalk,
  applyToJobs,
  failedLogins,
  postJobs,
  signUpAndApprove,
  type Acknowledged,
} from './market';
import { startBalancer, type ServerStats } from './balancer';
import { forgetRedisKeys } from './redis-keys';

/**
 * `npm run scale:check`: two server processes over one PostgreSQL, one Redis and one
 * S3-protocol server, behind HAProxy with the deployment's own configuration; a scripted market
 * spread over both, one process killed (SIGKILL) in the middle of it; then the consistency of
 * everything it wrote. Prints a Markdown report; exits 1 if a check fails. Not part of CI
 * (docs/deployment.md).
 */
const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '6' },
    freelancers: { type: 'string', default: '24' },
    'jobs-per-company': { type: 'string', default: '2' },
    applies: { type: 'string', default: '3' },
  },
});
const size = {
  companies: Number(values.companies),
  freelancers: Number(values.freelancers),
  jobsPerCompany: Number(values['jobs-per-company']),
  appliesPerFreelancer: Number(values.applies),
};
const postgresUrl = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const tag = randomBytes(4).toString('hex');
const lines: string[] = [];
const say = (line = '') => {
  lines.push(line);
  console.error(line);
};

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** Seconds since `start`, to one decimal. */
const since = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

async function main() {
  const database = `kaamyaab_scale_${tag}`;
  await admin(`create database ${database}`);
  const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${database}` }).toString();
  const s3 = await startTestS3(`kaamyaab-scale-${tag}`);
  const env = {
    ...s3.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `kaamyaab-scale-${tag}`,
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SERVE_WEB: 'false',
    OUTBOX_POLL_SECONDS: '1',
    TRUST_PROXY: 'true',
    // Every sign-up of the proof comes from one address.
    SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '100000',
  };
  const started = performance.now();
  // Together, as a deployment starts them: the migrations' advisory lock lets one apply them.
  const [one, two] = await Promise.all([
    serverProcess.startServer(env),
    serverProcess.startServer(env),
  ]);
  say(`Two processes started together on one fresh database in ${since(started)} s.`);
  const stopAll = async () => {
    await Promise.all([one.stop(), two.stop()]);
    await s3.close();
    await admin(`drop database if exists ${database} with (force)`);
    await forgetRedisKeys(redisUrl, env.REDIS_KEY_PREFIX);
  };
  const proxy = await startBalancer([one.url, two.url]).catch(async (error: unknown) => {
    await stopAll();
    throw error;
  });
  const ack: Acknowledged = {
    accounts: [],
    jobs: [],
    applications: [],
    accepted: [],
    messages: 0,
    retried: 0,
  };
  const phases: [string, string][] = [];
  const phase = async (name: string, work: () => Promise<void>) => {
    console.error(`… ${name}`);
    const start = performance.now();
    await work();
    phases.push([name, since(start)]);
  };
  const extra: Check[] = [];
  try {
    await phase(`${size.companies + size.freelancers} sign-ups with files, approved`, () =>
      signUpAndApprove(proxy.url, size, ack),
    );
    // Its own account: the block it earns must not stop the market's freelancers.
    const target = await registerFreelancer(proxy.url, { fullName: 'Locked Out' });
    const statuses = await failedLogins(proxy.url, target, 11);
    extra.push({
      name: 'a login limit counted across both processes',
      ok: statuses.slice(0, 10).every((status) => status === 400) && statuses[10] === 429,
      detail: `11 wrong passwords alternating between A and B answered ${statuses.join(', ')}`,
    });
    await phase(`${size.companies * size.jobsPerCompany} jobs posted`, () =>
      postJobs(proxy.url, size, ack),
    );
    console.error('… a live update from B to A');
    extra.unshift(await liveAcrossProcesses(one.url, two.url, ack));
    let killedAt = '';
    await phase(`applications (B killed with SIGKILL halfway)`, () =>
      applyToJobs(proxy.url, size, ack, async () => {
        process.kill(two.pid, 'SIGKILL');
        killedAt = since(started);
      }),
    );
    const atKill = await proxy.stats();
    // Every call of this phase must succeed (any refusal throws): the survivor carries them all.
    await phase('accepts and messages', () => acceptAndTalk(proxy.url, ack));
    const after = await proxy.stats();
    const [survivor, killed] = after as [ServerStats, ServerStats];
    const answeredSince = (server: ServerStats) =>
      server.answered - atKill.find((one) => one.name === server.name)!.answered;
    extra.push({
      name: 'the survivor served everything after the kill',
      ok: answeredSince(killed) === 0 && killed.status.startsWith('DOWN'),
      detail: `B killed at ${killedAt} s and marked ${killed.status} by HAProxy; ${ack.retried} writes failed in flight (502) and were sent again by the client; ${killed.redispatched} connections refused by B were sent to A by HAProxy; A then answered ${answeredSince(survivor)} more requests, none refused`,
    });
    await waitForOutbox(databaseUrl);
    const checks = [...extra, ...(await checkConsistency(databaseUrl, ack, await s3.keys()))];
    report(after, phases, checks);
    process.exitCode = checks.every((one) => one.ok) ? 0 : 1;
  } finally {
    await proxy.close();
    await stopAll();
  }
}

/**
 * A change made on B reaches a browser connected to A at once, over Redis: a company's
 * dashboard open on A hears of an application sent through B.
 */
async function liveAcrossProcesses(urlA: string, urlB: string, ack: Acknowledged): Promise<Check> {
  const job = ack.jobs[0]!;
  const adminB = await registerAdmin(urlB, 'Live');
  const applicant = await registerFreelancer(urlB, { fullName: 'Live Applicant' });
  await approve(urlB, adminB, applicant);
  const controller = new AbortController();
  const stream = await fetch(`${urlA}/api/v1/events`, {
    headers: await apiLogin(urlA, job.company),
    signal: controller.signal,
  });
  const reader = stream.body!.getReader();
  const start = performance.now();
  await applyAs(urlB, applicant, {
    jobId: job.id,
    coverLetter: 'Sent through B, heard on A.',
    proposedRate: 30_000,
    estimatedCompletionTime: '3 days',
  });
  ack.accounts.push(applicant);
  ack.applications.push({ jobId: job.id, freelancer: applicant });
  let text = '';
  const timeout = new Promise<{ value: undefined; done: true }>((resolve) =>
    setTimeout(() => resolve({ value: undefined, done: true }), 5_000),
  );
  while (!text.includes('event: notification')) {
    const { value, done } = await Promise.race([reader.read(), timeout]);
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  controller.abort();
  const heard = text.includes('event: notification');
  return {
    name: 'a live update crosses processes',
    ok: heard,
    detail: heard
      ? `applied through B, the company's stream on A heard it after ${Math.round(performance.now() - start)} ms`
      : 'nothing heard on A within 5 s',
  };
}

/** The survivor's email worker polls every second: give it a few rounds. */
async function waitForOutbox(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let round = 0; round < 20; round += 1) {
      const { rows } = await client.query<{ due: number }>(
        `select count(*)::int as due from email_outbox
         where sent_at is null and failed_at is null and next_attempt_at <= now()`,
      );
      if (rows[0]!.due === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await client.end();
  }
}

function report(servers: ServerStats[], phases: [string, string][], checks: Check[]) {
  say();
  say('# Two processes, one market');
  say();
  say(
    `Market: ${JSON.stringify(size)}; PostgreSQL, Redis and s3rver shared by both, behind HAProxy (deploy/haproxy/haproxy.cfg).`,
  );
  say();
  say('| process | requests answered | status at the end |');
  say('| --- | --- | --- |');
  for (const [index, server] of servers.entries())
    say(`| ${index === 0 ? 'A' : 'B (killed)'} | ${server.answered} | ${server.status} |`);
  say();
  say('| phase | seconds |');
  say('| --- | --- |');
  for (const [name, seconds] of phases) say(`| ${name} | ${seconds} |`);
  say();
  say('| check | result | what was seen |');
  say('| --- | --- | --- |');
  for (const { name, ok, detail } of checks)
    say(`| ${name} | ${ok ? 'ok' : 'FAILED'} | ${detail} |`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
