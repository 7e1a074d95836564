// The production build of the server on a prepared database, as `npm start` runs it, with the
// memory probe preloaded so the bench can report its RSS and heap under load.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import serverProcess from '../lib/server-process.cjs';
import { hold } from './cleanup.mjs';
import { send } from './http.mjs';

const probe = fileURLToPath(new URL('./memory-probe.cjs', import.meta.url));

function readMemory(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined; // not written yet
  }
}

/**
 * Waits until the server has worked off what a run left queued (requests the load generator gave
 * up on still hold the database): the health check, one database round trip, answers within
 * 100 ms three times in a row. Without it, one overloaded run slows the next and its ceiling.
 */
async function settle(url, { withinMs = 100, timeoutMs = 120_000 } = {}) {
  const deadline = performance.now() + timeoutMs;
  for (let quick = 0; quick < 3;) {
    if (performance.now() > deadline) {
      console.error(`  (the server was still busy after ${timeoutMs / 1000} s; measuring anyway)`);
      return;
    }
    const started = performance.now();
    await send(url, { method: 'GET', path: '/api/v1/health' });
    quick = performance.now() - started < withinMs ? quick + 1 : 0;
  }
}

/**
 * @param {Record<string, string>} env the database's environment and the data key
 * @returns {Promise<{ url: string, memory(): object | undefined, settle(): Promise<void>,
 *   release(): Promise<void> }>}
 */
export async function startBenchServer(env) {
  const memoryFile = path.join(
    os.tmpdir(),
    `kaamyaab-bench-memory-${randomBytes(4).toString('hex')}.json`,
  );
  const removeMemoryFile = () => {
    for (const file of [memoryFile, `${memoryFile}.next`]) fs.rmSync(file, { force: true });
  };
  const server = await serverProcess.startServer({
    ...env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require=${probe}`.trim(),
    BENCH_MEMORY_FILE: memoryFile,
  });
  const release = hold(async () => {
    await server.stop();
    removeMemoryFile();
  });
  return {
    url: server.url,
    memory: () => readMemory(memoryFile),
    settle: () => settle(server.url),
    release,
  };
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
