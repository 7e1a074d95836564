import { buildTestApp } from './build-test-app';
import { probeDeepBodies } from './deep-body-probe';

/**
 * Prints how many deeply nested JSON bodies answer 5xx across the write routes (see
 * deep-body-probe.ts). Arguments: the depths to try (default 5000 and 100000).
 */
async function main() {
  const depths = process.argv.slice(2).map(Number);
  const t = await buildTestApp();
  const database = process.env.TEST_DB_DRIVER === 'postgres' ? 'PostgreSQL' : 'PGlite';
  try {
    const figures = await probeDeepBodies(t, depths.length > 0 ? depths : [5_000, 100_000]);
    console.log(`Deep JSON bodies, arrays and objects, without and with a session (${database})`);
    for (const { depth, routes, sent, failed, failures } of figures) {
      console.log(`  ${depth} levels: ${failed} of ${sent} answered 5xx (${routes} write routes)`);
      for (const failure of failures) console.log(`    ${failure}`);
    }
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
