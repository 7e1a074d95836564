/**
 * `npm run demo`: fills the configured database (the embedded one in DATA_DIR by default, or
 * DATABASE_URL) with the demo market and prints how to log in. Bundled as dist/seed-demo.cjs.
 */
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/open-database';
import { fillLookupDigests, sealPersonalData } from '../db/seal-personal-data';
import { setDataKeys } from '../lib/field-encryption';
import { demoAdmin, demoCompanies, demoFreelancers, demoPasswords } from './demo-market';
import { buildApp } from '../app';
import { seedDemoDeals } from './seed-deals';
import { seedDemoMarket } from './seed-market';

function printLogins() {
  const approvedCompany = demoCompanies.find((company) => company.active)!;
  const pendingCompany = demoCompanies.find((company) => !company.active)!;
  const approvedFreelancer = demoFreelancers.find((person) => person.active)!;
  const pendingFreelancer = demoFreelancers.find((person) => !person.active)!;
  const rows = [
    ['Admin (/login-admin)', demoAdmin.email, demoPasswords.admin],
    ['Company, approved (/login)', approvedCompany.email, demoPasswords.company],
    ['Company, pending (/login)', pendingCompany.email, demoPasswords.company],
    ['Freelancer, approved (/login)', approvedFreelancer.email, demoPasswords.freelancer],
    ['Freelancer, pending (/login)', pendingFreelancer.email, demoPasswords.freelancer],
  ];
  const width = Math.max(...rows.map(([role]) => role!.length));
  console.log('\nDemo logins (every company and every freelancer shares its role’s password):\n');
  for (const [role, email, password] of rows) {
    console.log(`  ${role!.padEnd(width)}  ${email!.padEnd(28)}  ${password}`);
  }
  const dealer = demoFreelancers.find((person) => person.key === 'bilal')!;
  console.log(
    `  Deals: ${dealer.email} has a contract with money released, its invoices (English and ` +
      'Urdu) and a payout paid; the admin sees them on the Money desk.',
  );
  console.log(
    `\n  All companies: ${demoCompanies.map((c) => c.email).join(', ')}` +
      `\n  All freelancers: ${demoFreelancers.map((f) => f.email).join(', ')}\n`,
  );
}

async function main() {
  const config = loadConfig();
  setDataKeys(config.dataKeys);
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof Error && /in use by another server/.test(error.message)) {
      console.error(
        `\n  ${error.message}.\n  Stop the running server (Ctrl+C in its terminal), run \`npm run demo\` again, then \`npm start\`.\n`,
      );
      process.exit(2);
    }
    throw error;
  }
  try {
    const where = database.kind === 'pglite' ? config.dataDir : 'the DATABASE_URL server';
    console.log(`Filling the demo market into ${where}...`);
    await sealPersonalData(database.db);
    await fillLookupDigests(database.db);
    const { created, skipped } = await seedDemoMarket(database.db);
    console.log(
      `Created ${created.companies} companies, ${created.freelancers} freelancers, ` +
        `${created.admins} admin, ${created.jobs} jobs and ${created.applications} applications` +
        (skipped ? `; ${skipped} records were already there.` : '.'),
    );
    // The deals are made by the API's own requests, on the app this configuration builds.
    const app = await buildApp({
      config: { ...config, SERVE_WEB: false },
      db: database.db,
      logger: false,
    });
    try {
      await app.ready();
      const deals = await seedDemoDeals(app, database.db);
      console.log(
        deals
          ? `Made ${deals} contracts on the accepted applications.`
          : 'The contracts were already there.',
      );
    } finally {
      await app.close();
    }
    printLogins();
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
