/**
 * The bench's market, written in a few `insert … select generate_series` statements through the
 * server's own code: its configuration, its migrations (openDatabase), its schema (table and
 * column names) and its password hashing, computed once and shared by every account. Personal
 * numbers are sealed once per column with the server's key, with their lookup digests, so the
 * server's start-up sweeps find nothing to do. Every account is approved. Rows are numbered by
 * `created_at` (0 = newest), and the last `fresh` freelancers get no application, so the bench
 * can apply as them.
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

/** A job's title is a task for a trade: one trade's word is in about 1% of titles, as in a real market. */
const tasks = [
  'React developer',
  'Urdu and English content writer',
  'Flutter app',
  'Logo and brand kit',
  'Node.js API',
  'Data entry in Google Sheets',
  'SEO audit',
  'Python scripts to reconcile accounts',
  'WordPress website',
  'Shopify store setup',
  'Video editing',
  'Bookkeeping in QuickBooks',
];
const trades = [
  'pharmacy',
  'textile mill',
  'school',
  'restaurant',
  'clinic',
  'courier service',
  'bakery',
  'real estate agency',
  'travel agency',
  'law firm',
  'dental practice',
  'gym',
  'salon',
  'furniture maker',
  'solar installer',
  'tutoring academy',
  'hardware store',
  'printing press',
  'cricket club',
  'wedding planner',
  'catering company',
  'car showroom',
  'mobile shop',
  'clothing brand',
  'shoe maker',
  'rice exporter',
  'surgical instruments maker',
  'sports goods maker',
  'leather tannery',
  'marble factory',
  'cement dealer',
  'poultry farm',
  'dairy farm',
  'fruit trader',
  'spice merchant',
  'tea house',
  'book shop',
  'stationery store',
  'electronics store',
  'bank branch',
  'insurance agent',
  'hospital',
  'laboratory',
  'optician',
  'veterinary clinic',
  'architecture studio',
  'interior designer',
  'construction company',
  'plumbing service',
  'electrician',
  'security company',
  'cleaning service',
  'laundry',
  'hotel',
  'guest house',
  'bus company',
  'rent-a-car',
  'cargo agent',
  'customs broker',
  'software house',
  'call centre',
  'NGO',
  'mosque committee',
  'university society',
  'newspaper',
  'radio station',
  'photography studio',
  'event company',
  'jewellery shop',
  'handicraft seller',
  'carpet weaver',
  'pottery workshop',
  'herbal medicine shop',
  'grocery store',
  'supermarket',
  'bakery chain',
  'juice bar',
  'ice cream parlour',
  'sweets shop',
  'tailor',
  'boutique',
  'cosmetics brand',
  'perfume seller',
  'toy store',
  'pet shop',
  'nursery school',
  'driving school',
  'language centre',
  'coaching centre',
  'IT training institute',
  'charity',
  'mobile repair shop',
  'computer market',
  'auto workshop',
  'tyre dealer',
  'petrol pump',
  'fertilizer dealer',
  'seed company',
  'tractor dealer',
  'flour mill',
  'sugar mill',
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
  const [pocId, ntn, cnic] = ['42101-7654321-1', '1234567-1', '35202-1234567-1'];
  await db.execute(sql`
    insert into ${companies} (${columns(
      companies.companyName,
      companies.pocName,
      companies.pocId,
      companies.pocIdDigest,
      companies.companyNtn,
      companies.ntnDigest,
      companies.email,
      companies.passwordHash,
      companies.bio,
      companies.isActive,
      companies.createdAt,
    )})
    select 'Bench Company ' || n, 'Contact ' || n, ${seal(companies.pocId, pocId)},
      ${cipher.digest(pocId, 'pocId')}, ${seal(companies.companyNtn, ntn)},
      ${cipher.digest(ntn, 'companyNtn')}, 'company-' || n || ${`@${EMAIL_DOMAIN}`},
      ${passwordHash}, 'A company of the bench market.', true, now() - n * interval '1 hour'
    from generate_series(0, ${market.companies - 1}::int) as n`);
  await db.execute(sql`
    insert into ${freelancers} (${columns(
      freelancers.fullName,
      freelancers.email,
      freelancers.passwordHash,
      freelancers.phone,
      freelancers.cnic,
      freelancers.cnicDigest,
      freelancers.skills,
      freelancers.bankAccount,
      freelancers.bio,
      freelancers.isActive,
      freelancers.createdAt,
    )})
    select 'Freelancer ' || n, 'freelancer-' || n || ${`@${EMAIL_DOMAIN}`}, ${passwordHash},
      '0300' || lpad(n::text, 7, '0'), ${seal(freelancers.cnic, cnic)},
      ${cipher.digest(cnic, 'cnic')}, ${pick(skillSets, sql`n`)}, ${seal(freelancers.bankAccount, 'PK36SCBL0000001123456702')},
      'A freelancer of the bench market.', true, now() - n * interval '1 minute'
    from generate_series(0, ${market.freelancers - 1}::int) as n`);
}

/**
 * Job n's applicant count, as applying keeps it: insertApplications gives job n the applications
 * n, n + J, n + 2J…, none withdrawn. Written with the job, since updating a million jobs
 * afterwards would rewrite each (and its search document) a second time.
 */
const applicantsOf = (market: Market, n: SQL): SQL =>
  sql`(${Math.floor(market.applications / market.jobs)} + (${n} < ${market.applications % market.jobs})::int)`;

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
      jobs.applicantCount,
      jobs.createdAt,
      jobs.updatedAt,
    )})
    select c.id, ${pick(tasks, sql`n`)} || ' for a ' || ${pick(trades, sql`(n / ${tasks.length})`)} || ' #' || n, ${pick(descriptions, sql`n`)},
      (array['one-time', 'ongoing'])[1 + n % 2], (array['entry', 'intermediate', 'expert'])[1 + n % 3],
      (array['Web Development', 'Writing', 'Mobile Apps', 'Design', 'Marketing', 'Data & AI'])[1 + n % 6],
      string_to_array(${pick(skillSets, sql`n`)}, ','), 5000 + (n % 200) * 1000, '2 weeks', 1 + n % 3,
      ${applicantsOf(market, sql`n`)}, now() - n * interval '2 minutes', now() - n * interval '2 minutes'
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
    });
    // What autovacuum would have done by the time a real market is this size: the planner's
    // statistics, and the visibility map that lets an index answer without the table.
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
