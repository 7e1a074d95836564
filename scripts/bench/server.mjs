// A production build of the server on a prepared database, as `npm start` runs it, with the
// probe (server-probe.cjs) preloaded so the bench can report its RSS, heap and event-loop delay
// under load, and optionally V8's CPU profiler on every thread.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import serverProcess from '../lib/server-process.cjs';
import { hold } from './cleanup.mjs';
import { send } from './http.mjs';

const probe = fileURLToPath(new URL('./server-probe.cjs', import.meta.url));

function readProbe(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined; // not written yet
  }
}

/**
 * Waits until the server has worked off what a run left queued (requests the load generator gave
 * up on still hold the database): readiness, one database round trip, answers 200 within 100 ms
 * three times in a row (while shedding load it answers 503 at once, without asking the
 * database). Without it, one overloaded run slows the next and its ceiling.
 */
async function settle(url, { withinMs = 100, timeoutMs = 120_000 } = {}) {
  const deadline = performance.now() + timeoutMs;
  for (let quick = 0; quick < 3;) {
    if (performance.now() > deadline) {
      console.error(`  (the server was still busy after ${timeoutMs / 1000} s; measuring anyway)`);
      return;
    }
    const started = performance.now();
    const { status } = await send(url, { method: 'GET', path: '/api/v1/health/ready' });
    quick = status === 200 && performance.now() - started < withinMs ? quick + 1 : 0;
  }
}

/**
 * @param {Record<string, string>} env the database's environment and the data key
 * @param {{ serverFile: string, profileDir?: string }} build the bundle to run, and where its
 *   threads write their CPU profiles when it stops (none without a folder)
 * @returns {Promise<{ url: string, memory(): object | undefined, loopDelay(): Promise<object>,
 *   settle(): Promise<void>, release(): Promise<void> }>}
 */
export async function startBenchServer(env, { serverFile, profileDir }) {
  const probeFile = path.join(
    os.tmpdir(),
    `kaamyaab-bench-probe-${randomBytes(4).toString('hex')}.json`,
  );
  const removeProbeFile = () => {
    for (const file of [probeFile, `${probeFile}.next`]) fs.rmSync(file, { force: true });
  };
  // Workers inherit the flags, so the embedded database's thread is profiled too.
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = await serverProcess.startServer(
    { ...env, BENCH_PROBE_FILE: probeFile },
    { serverFile, nodeArgs: ['-r', probe, ...profile] },
  );
  // The server writes its profiles on a clean exit, which SIGTERM gives it.
  const release = hold(async () => {
    await server.stop();
    removeProbeFile();
  });
  return {
    url: server.url,
    memory: () => readProbe(probeFile)?.memory,
    loopDelay: () => closeLoopDelayWindow(server.pid, probeFile),
    settle: () => settle(server.url),
    release,
  };
}

/**
 * Asks the probe to close its window of event-loop delay; answers that window's p50, p99 and max
 * in ms (beyond the probe's 10 ms timer), from the moment the previous window closed.
 */
async function closeLoopDelayWindow(pid, probeFile) {
  const before = readProbe(probeFile)?.windows ?? 0;
  process.kill(pid, 'SIGUSR2');
  for (const deadline = performance.now() + 10_000; performance.now() < deadline;) {
    const sample = readProbe(probeFile);
    if (sample && sample.windows > before) return sample.loopDelay;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The server under test did not report its event-loop delay within 10 s');
}

/** Samples `read()` every 200 ms until stopped; answers the largest RSS and heap seen. */
export function watchPeakMemory(read) {
  const peak = { rss: 0, heapUsed: 0 };
  const take = () => {
    const sample = read();
    if (!sample) return;
    peak.rss = Math.max(peak.rss, sample.rss);
    peak.heapUsed = Math.max(peak.heapUsed, sample.heapUsed);
  };
  const timer = setInterval(take, 200);
  return () => {
    clearInterval(timer);
    take();
    return peak.rss ? peak : undefined;
  };
}
