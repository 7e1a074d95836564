// Prints the figures of decision 009 for the other doors: wrong admin signup keys and sign-ups
// sent at once from one address. node scripts/probes/door-limits.mjs
// TEST_DB_DRIVER=postgres with TEST_DATABASE_URL runs it on a scratch PostgreSQL database.
import { runProbe } from './run-probe.mjs';

process.exit(await runProbe('server/test/door-limits-probe.cli.ts', process.argv.slice(2)));
