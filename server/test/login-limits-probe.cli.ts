import type { AddressInfo } from 'node:net';
import { buildTestApp } from './build-test-app';
import { injected, overHttp, probeLoginLimits } from './login-limits-probe';

/**
 * Prints the probe's figures on a fresh app and database (PGlite in memory, or PostgreSQL with
 * TEST_DB_DRIVER=postgres and TEST_DATABASE_URL). Run through scripts/probes/login-limits.mjs.
 * `--http` sends over real HTTP with X-Forwarded-For (TRUST_PROXY on), as an outside attacker
 * would; otherwise through `inject`, where every request of a burst is in flight at once.
 */
const passedOn = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => /^(REDIS_|LOGIN_|TRUST_PROXY$)/.test(name)),
);

async function main() {
  const http = process.argv.includes('--http');
  const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 1);
  const t = await buildTestApp({ ...passedOn, ...(http && { TRUST_PROXY: 'true' }) });
  let send = injected(t.app);
  if (http) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    send = overHttp(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  }
  const store = passedOn.REDIS_URL ? 'Redis' : 'memory';
  const database = process.env.TEST_DB_DRIVER === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const via = http ? 'HTTP + X-Forwarded-For' : 'inject';
  console.log(
    `Login limit under concurrency (freelancer login, ${database}, ${via}, store: ${store})`,
  );
  try {
    for (let run = 1; run <= runs; run += 1) {
      const figures = await probeLoginLimits(send, t.db, `198.51.${run}`);
      const { oneAddress, fourAddresses, rightAs34th } = figures;
      const loggedIn = rightAs34th.status === 200 ? 'logged in' : 'refused';
      console.log(`  run ${run}`);
      console.log(
        `    40 wrong passwords at once, one address:      ${oneAddress.checked} of ${oneAddress.sent} checked`,
      );
      console.log(
        `    200 wrong passwords at once, four addresses:  ${fourAddresses.checked} of ${fourAddresses.sent} checked`,
      );
      console.log(
        `    right password as the 34th of 40 at once:     ${rightAs34th.status} (${loggedIn})`,
      );
    }
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
