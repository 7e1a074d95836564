// Prints the login-limit figures of decision 009 under concurrency:
//   node scripts/probes/login-limits.mjs [runs] [--http]
// REDIS_URL, LOGIN_* and TRUST_PROXY are passed on; TEST_DB_DRIVER=postgres with
// TEST_DATABASE_URL runs it on a scratch PostgreSQL database instead of PGlite.
import { runProbe } from './run-probe.mjs';

process.exit(await runProbe('server/test/login-limits-probe.cli.ts', process.argv.slice(2)));
