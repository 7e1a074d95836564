import { buildTestApp } from './build-test-app';
import { probeDoors } from './door-limits-probe';

/** Prints the door probe's figures on a fresh app and database (see door-limits-probe.ts). */
async function main() {
  const t = await buildTestApp();
  const database = process.env.TEST_DB_DRIVER === 'postgres' ? 'PostgreSQL' : 'PGlite';
  try {
    const { adminKeys, signups } = await probeDoors(t.app);
    console.log(`The other doors, all at once from one address (${database}, inject)`);
    console.log(
      `  wrong admin signup keys:  ${adminKeys.compared} of ${adminKeys.sent} compared (403), in ${adminKeys.ms} ms`,
    );
    console.log(
      `  freelancer sign-ups:      ${signups.created} of ${signups.sent} created (argon2 + image re-encoding each), in ${signups.ms} ms`,
    );
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
