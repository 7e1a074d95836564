// Prints how many deeply nested JSON bodies (arrays and objects, without and with a session)
// answer 5xx across every write route: node scripts/probes/deep-bodies.mjs [depth ...]
// TEST_DB_DRIVER=postgres with TEST_DATABASE_URL runs it on a scratch PostgreSQL database.
import { runProbe } from './run-probe.mjs';

process.exit(await runProbe('server/test/deep-body-probe.cli.ts', process.argv.slice(2)));
