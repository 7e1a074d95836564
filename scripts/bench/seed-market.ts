/**
 * The bench's market, written in a few `insert … select generate_series` statements through the
 * server's own code: its configuration, its migrations (openDatabase), its schema (table and
 * column names) and its password hashing, computed once and shared by every account. Personal
 * numbers are sealed once per column with the server's key, so the server's start-up sweep finds
 * nothing to seal. Every account is approved. Rows are numbered by `created_at` (0 = newest), and
 * the last `fresh` freelancers get no application, so the bench can apply as them.
 *
 * Run by seed.mjs (bundled on the fly): reads BENCH_MARKET and BENCH_PASSWORD, prints the accounts
 * and ids the bench needs as one JSON line after `BENCH_SEED `.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { loadConfig } from '../../server/src/config/env';
import type { Database } from '../../server/src/db/database';
import { openDatabase } from '../../server/src/db/open-database';
import { applications, companies, freelancers, jobs } from '../../server/src/db/schema';
import { activeCipher, setDataKeys } from '../../server/src/lib/field-encryption';
import { hashPassword } from '../../server/src/lib/passwords';

interface Market {
  companies: number;
  freelancers: number;
  jobs: number;
  applications: number;
  fresh: number;
}

const EMAIL_DOMAIN = 'bench.kaamyaab.pk';
/** The newest jobs the bench may apply to; enough pairs for any run on this machine. */
const APPLY_JOBS = 2_000;
const LOGIN_FREELANCERS = 1_000;

const titles = [
  'React developer for a retail dashboard',
  'Urdu and English content writer',
  'Flutter app for a delivery service',
  'Logo and brand kit for a textile startup',
  'Node.js API for a school management system',
  'Data entry and cleanup in Google Sheets',
  'SEO audit for an e-commerce store',
  'Python scripts to reconcile bank statements',
];
const descriptions = [
  'We are a growing business in Lahore looking for someone who can start this week. You will work with our small team over WhatsApp and weekly calls, deliver in milestones, and hand over clean, documented work. Experience with similar projects for Pakistani clients is a plus; please share links to past work and say how you would approach the first milestone.',
  'Our Karachi office needs help with a project that has a clear scope and a fixed budget in PKR. Tell us about a similar job you finished, how long it took and what you would do differently. We pay on time through bank transfer after each milestone is accepted, and we are happy to give a review on completion.',
  'An Islamabad startup needs an experienced freelancer for an ongoing engagement. The work is remote, the hours are flexible, and the requirements are written down in a short brief that we will share after a first call. Please mention your availability, your rate and the tools you prefer to use.',
];
const skillSets = [
  'React,TypeScript,CSS',
  'Content Writing,Urdu,English',
  'Flutter,Dart,Firebase',
  'Illustrator,Branding',
  'Node.js,PostgreSQL,REST',
  'Excel,Google Sheets',
];

/** A database or a transaction: the statements below only execute SQL. */
type Executor = Pick<Database, 'execute'>;

const columns = (...list: PgColumn[]): SQL =>
  sql.join(
    list.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
/** One of `texts` for row `n`, as a parameter: the statement text stays the same size. */
const pick = (texts: string[], n: SQL): SQL =>
  sql`(${JSON.stringify(texts)}::jsonb ->> (${n} % ${texts.length}))`;
/** Rows of `table` numbered 0 (newest) upwards, to join generated rows onto. */
const numbered = (table: PgTable, id: PgColumn, createdAt: PgColumn): SQL =>
  sql`(select ${id} as id, row_number() over (order by ${createdAt} desc) - 1 as k from ${table})`;

async function insertAccounts(db: Executor, market: Market, passwordHash: string) {
  const cipher = activeCipher();
  const seal = (column: PgColumn, plain: string) => cipher.seal(plain, column.name);
  await db.execute(sql`
    insert into ${companies} (${columns(
      companies.companyName,
      companies.pocName,
      companies.pocId,
      companies.companyNtn,
      companies.email,
      companies.passwordHash,
      companies.bio,
      companies.isActive,
      companies.createdAt,
    )})
    select 'Bench Company ' || n, 'Contact ' || n, ${seal(companies.pocId, '42101-7654321-1')},
      ${seal(companies.companyNtn, '1234567-1')}, 'company-' || n || ${`@${EMAIL_DOMAIN}`},
      ${passwordHash}, 'A company of the bench market.', true, now() - n * interval '1 hour'
    from generate_series(0, ${market.companies - 1}::int) as n`);
  await db.execute(sql`
    insert into ${freelancers} (${columns(
      freelancers.fullName,
      freelancers.email,
      freelancers.passwordHash,
      freelancers.phone,
      freelancers.cnic,
      freelancers.skills,
      freelancers.bankAccount,
      freelancers.bio,
      freelancers.isActive,
      freelancers.createdAt,
    )})
    select 'Freelancer ' || n, 'freelancer-' || n || ${`@${EMAIL_DOMAIN}`}, ${passwordHash},
      '0300' || lpad(n::text, 7, '0'), ${seal(freelancers.cnic, '35202-1234567-1')},
      ${pick(skillSets, sql`n`)}, ${seal(freelancers.bankAccount, 'PK36SCBL0000001123456702')},
      'A freelancer of the bench market.', true, now() - n * interval '1 minute'
    from generate_series(0, ${market.freelancers - 1}::int) as n`);
}

async function insertJobs(db: Executor, market: Market) {
  await db.execute(sql`
    insert into ${jobs} (${columns(
      jobs.companyId,
      jobs.title,
      jobs.description,
      jobs.projectType,
      jobs.experienceLevel,
      jobs.jobCategory,
      jobs.skills,
      jobs.budget,
      jobs.duration,
      jobs.numberOfFreelancers,
      jobs.createdAt,
      jobs.updatedAt,
    )})
    select c.id, ${pick(titles, sql`n`)} || ' #' || n, ${pick(descriptions, sql`n`)},
      (array['one-time', 'ongoing'])[1 + n % 2], (array['entry', 'intermediate', 'expert'])[1 + n % 3],
      (array['Web Development', 'Writing', 'Mobile Apps', 'Design', 'Marketing', 'Data & AI'])[1 + n % 6],
      string_to_array(${pick(skillSets, sql`n`)}, ','), 5000 + (n % 200) * 1000, '2 weeks', 1 + n % 3,
      now() - n * interval '2 minutes', now() - n * interval '2 minutes'
    from generate_series(0, ${market.jobs - 1}::int) as n
    join ${numbered(companies, companies.id, companies.createdAt)} as c on c.k = n % ${market.companies}`);
}

/**
 * Application n goes to job n mod J and to freelancer (n div J + 7 × job) mod P, where P leaves
 * out the fresh freelancers: for one job the freelancers differ while applications per job ≤ P.
 */
async function insertApplications(db: Executor, market: Market) {
  const applying = market.freelancers - market.fresh;
  await db.execute(sql`
    insert into ${applications} (${columns(
      applications.jobId,
      applications.freelancerId,
      applications.coverLetter,
      applications.proposedRate,
      applications.estimatedCompletionTime,
      applications.status,
      applications.createdAt,
    )})
    select j.id, f.id, 'I have done similar work for two clients in Lahore and can start at once.',
      10000 + (n % 50) * 500, '2 weeks', (array['pending', 'pending', 'accepted', 'rejected'])[1 + n % 4],
      now() - (n % ${market.jobs}) * interval '2 minutes' + interval '1 minute'
    from generate_series(0, ${market.applications - 1}::int) as n
    join ${numbered(jobs, jobs.id, jobs.createdAt)} as j on j.k = n % ${market.jobs}
    join ${numbered(freelancers, freelancers.id, freelancers.createdAt)} as f
      on f.k = (n / ${market.jobs} + (n % ${market.jobs}) * 7) % ${applying}`);
}

/** Each job's applicant count, as applying keeps it (the fewest-applicants sort reads it). */
async function countApplicants(db: Executor) {
  await db.execute(sql`
    update ${jobs} set applicant_count = counted.n
    from (select ${applications.jobId} as job_id, count(*)::int as n from ${applications}
          where ${applications.status} <> 'withdrawn' group by 1) as counted
    where ${jobs.id} = counted.job_id`);
}

async function column(db: Executor, query: SQL): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { value: string }[] };
  return result.rows.map((row) => row.value);
}

/** What the bench logs in as and applies to. */
async function accountsForTheBench(db: Executor, market: Market) {
  const emails = (offset: number, limit: number) =>
    column(
      db,
      sql`select ${freelancers.email} as value from ${freelancers}
          order by ${freelancers.createdAt} desc offset ${offset} limit ${limit}`,
    );
  const [newestJob] = await column(
    db,
    sql`select ${jobs.id} || ' ' || ${companies.email} as value from ${jobs}
        join ${companies} on ${companies.id} = ${jobs.companyId}
        order by ${jobs.createdAt} desc limit 1`,
  );
  const [jobId, companyEmail] = newestJob!.split(' ');
  return {
    loginFreelancers: await emails(
      0,
      Math.min(LOGIN_FREELANCERS, market.freelancers - market.fresh),
    ),
    freshFreelancers: await emails(market.freelancers - market.fresh, market.fresh),
    applyJobIds: await column(
      db,
      sql`select ${jobs.id}::text as value from ${jobs}
          order by ${jobs.createdAt} desc limit ${APPLY_JOBS}`,
    ),
    reviewedJob: { id: jobId!, companyEmail: companyEmail! },
  };
}

async function main() {
  const market = JSON.parse(process.env.BENCH_MARKET ?? '') as Market;
  const config = loadConfig();
  setDataKeys(config.dataKeys);
  const database = await openDatabase(config);
  try {
    const passwordHash = await hashPassword(process.env.BENCH_PASSWORD ?? '');
    await database.db.transaction(async (tx) => {
      await insertAccounts(tx, market, passwordHash);
      await insertJobs(tx, market);
      await insertApplications(tx, market);
      await countApplicants(tx);
    });
    // What autovacuum would have done by the time a real market is this size: counting applicants
    // rewrote every job, and until a vacuum the old versions lead the fewest-applicants index.
    await database.db.execute(sql`vacuum analyze`);
    const accounts = await accountsForTheBench(database.db, market);
    console.log(`BENCH_SEED ${JSON.stringify(accounts)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
