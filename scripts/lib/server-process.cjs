// Starts the production build of the server as a real process on a free port with a fresh
// temporary DATA_DIR: what `npm start` runs. Used by the e2e tests and the benchmarks.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');
// The admin signup key of servers started for tests and benchmarks (never a real deployment's).
const TEST_ADMIN_SIGNUP_KEY = 'e2e-admin-signup-key-0123456789';
/** Production refuses the development bank account (server/src/config/env.ts): a test one. */
const TEST_PLATFORM_BANK = {
  PLATFORM_BANK_NAME: 'Test Bank (not a real bank)',
  PLATFORM_BANK_ACCOUNT_TITLE: 'Kaamyaab Escrow (test)',
  PLATFORM_BANK_IBAN: 'PK00TEST0000000000000000',
  PLATFORM_RAAST_ID: 'kaamyaab-test',
  // …and the development invoicing details.
  PLATFORM_LEGAL_NAME: 'Kaamyaab (test, not a real business)',
  PLATFORM_NTN: '1234567-8',
  PLATFORM_ADDRESS: 'Test address, Lahore, Pakistan',
};
/** Production refuses JazzCash's development salt too; the e2e setup passes a run's own. */
const TEST_JAZZCASH_SALT = { JAZZCASH_INTEGRITY_SALT: 'kaamyaab-test-integrity-salt' };
// Production refuses the development token of GET /metrics.
const TEST_METRICS_TOKEN = { METRICS_TOKEN: 'kaamyaab-test-metrics-token' };

function waitForUrl(child) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The server did not start:\n${output}`)),
      60_000,
    );
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * `options.dataDir` serves an existing folder instead of a fresh one; `serverFile` another build
 * (a benchmark's baseline); `nodeArgs` go before it (e.g. `-r` a probe).
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ dataDir?: string, serverFile?: string, nodeArgs?: string[] }} [options]
 * @returns {Promise<{ url: string, dataDir: string, pid: number, stop(): Promise<void> }>}
 */
async function startServer(env = {}, options = {}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-run-'));
  const serverFile = options.serverFile ?? path.join(repoRoot, 'server/dist/server.cjs');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), serverFile], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ADMIN_SIGNUP_KEY: TEST_ADMIN_SIGNUP_KEY,
      ...TEST_PLATFORM_BANK,
      ...TEST_JAZZCASH_SALT,
      ...TEST_METRICS_TOKEN,
      // Production refuses the development key; each run's data is fresh, so is its key.
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A server that never said where it runs is killed, not left running for the caller to find.
  const url = await waitForUrl(child).catch((error) => {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url,
    dataDir,
    pid: child.pid,
    /** Stops the server; `keepData` leaves DATA_DIR for the caller to inspect, then removeData(). */
    stop: async ({ keepData = false } = {}) => {
      // A process killed by a signal has no exit code but its signal: it exited all the same.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    removeData: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A port free now, for a process that must know its address before it starts. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The JazzCash simulator of the production build (server/dist/jazzcash-simulator.cjs) as a
 * process: the checkout the browser journeys pay on. `env` names its merchant credentials, its
 * port and where it sends IPNs (src/simulators/jazzcash/main.ts).
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ url: string, pid: number, stop(): Promise<void> }>}
 */
async function startJazzCashSimulator(env) {
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'server/dist/jazzcash-simulator.cjs')],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await waitForUrl(child).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

module.exports = {
  startServer,
  startJazzCashSimulator,
  freePort,
  repoRoot,
  TEST_ADMIN_SIGNUP_KEY,
  TEST_PLATFORM_BANK,
};
