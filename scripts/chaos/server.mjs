// The built server (server/dist/server.cjs) as a real process with a fixed DATA_DIR and key, so
// that a restart finds its data. Limits are set high: the chaos load comes from one address.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ADMIN_SIGNUP_KEY = 'chaos-admin-signup-key-0123456789';
const HIGH = '1000000';

/** The environment of one server's life: reused on every restart of the same scenario. */
export function serverEnv({ dataDir, databaseUrl = '' }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    ADMIN_SIGNUP_KEY,
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // Production refuses the development bank account (server/src/config/env.ts).
    PLATFORM_BANK_NAME: 'Chaos Test Bank',
    PLATFORM_BANK_ACCOUNT_TITLE: 'Kaamyaab Escrow (chaos)',
    PLATFORM_BANK_IBAN: 'PK00CHAS0000000000000000',
    PLATFORM_RAAST_ID: 'PK00CHAS0000000000000000',
    // And JazzCash's development salt.
    JAZZCASH_INTEGRITY_SALT: 'kaamyaab-chaos-integrity-salt',
    // …and the development invoicing details.
    PLATFORM_LEGAL_NAME: 'Kaamyaab (chaos test)',
    PLATFORM_NTN: '1111111-1',
    PLATFORM_ADDRESS: 'Chaos test address, Lahore',
    // …and the development token of GET /metrics.
    METRICS_TOKEN: 'kaamyaab-chaos-metrics-token',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    DATABASE_URL: databaseUrl,
    SIGNUP_MAX_PER_ADDRESS_PER_HOUR: HIGH,
    LOGIN_ACCOUNT_FAILURES_PER_HOUR: HIGH,
    LOGIN_ADDRESS_MAX_FAILURES_PER_DAY: HIGH,
    LOGIN_PAIR_MAX_FAILURES: HIGH,
    ADMIN_KEY_MAX_FAILURES_PER_HOUR: HIGH,
    CONTACT_RATE_LIMIT: HIGH,
  };
}

/**
 * Starts one server process. `crashes` counts exits nobody asked for (not kill -9, not stop).
 * @returns {Promise<{ url: string, kill9(): Promise<void>, stop(): Promise<void>, child: import('node:child_process').ChildProcess }>}
 */
export function startServer(env, stats) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/server.cjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let expected = false;
  let output = '';
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      live.delete(child);
      if (!expected) {
        stats.crashes += 1;
        stats.crashLog.push(`exit ${code ?? signal}: ${output.slice(-2000)}`);
      }
      resolve();
    }),
  );
  const end = async (signal) => {
    expected = true;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start:\n${output}`)),
      60_000,
    );
    const collect = (chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], child, kill9: () => end('SIGKILL'), stop: () => end('SIGTERM') });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The server exited at start:\n${output}`));
    });
  });
}

/** Every server process still running, for the cleanup on failure or Ctrl-C. */
export const live = new Set();

/**
 * Polls readiness (GET /api/v1/health/ready: the database and files reached) until it answers
 * 200; returns the milliseconds since `since`. Liveness would answer through a database outage.
 */
export async function timeToServe(baseUrl, since, timeoutMs = 60_000) {
  while (Date.now() - since < timeoutMs) {
    try {
      const response = await fetch(`${baseUrl}/api/v1/health/ready`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.status === 200) return Date.now() - since;
    } catch {
      // Not serving yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}
