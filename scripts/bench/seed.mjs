// Runs seed-market.ts against a fresh database before the server starts on it. The seed is the
// server's own TypeScript (config, migrations, schema, password hashing), so it is bundled here by
// esbuild as server/build.mjs bundles the server, and run by a child node reading it on stdin:
// nothing is written to disk, and npm packages resolve from the repository as the server's do.
import { spawn } from 'node:child_process';
import { bundleTypeScript } from '../lib/bundle-typescript.mjs';
import serverProcess from '../lib/server-process.cjs';
import { hold } from './cleanup.mjs';

const { repoRoot } = serverProcess;

let bundled;
const bundleSeed = () => (bundled ??= bundleTypeScript('scripts/bench/seed-market.ts'));

/**
 * Fills the database that `env` names with `market`; every account's password is `password`.
 * @returns {Promise<{ loginFreelancers: string[], freshFreelancers: string[], applyJobIds: string[],
 *   reviewedJob: { id: string, companyEmail: string } }>} the accounts and jobs the bench uses
 */
export async function seedMarket({ env, market, password }) {
  const code = await bundleSeed();
  const child = spawn(process.execPath, ['--enable-source-maps', '-'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      BENCH_MARKET: JSON.stringify(market),
      BENCH_PASSWORD: password,
      LOG_LEVEL: 'warn',
      // A market's bulk inserts run longer than a request's statement should.
      DB_STATEMENT_TIMEOUT_MS: '0',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const release = hold(() => child.kill('SIGKILL'));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stdin.end(code);
  const exitCode = await new Promise((resolve) => child.once('close', resolve));
  await release();
  const line = output.split('\n').find((text) => text.startsWith('BENCH_SEED '));
  if (exitCode !== 0 || !line)
    throw new Error(`Seeding the bench market failed (exit ${exitCode}):\n${output}`);
  return JSON.parse(line.slice('BENCH_SEED '.length));
}
