import { and, eq, sql } from 'drizzle-orm';
import { composeIBAN } from 'ibantools';
import type { Database } from '../db/database';
import { emailIs } from '../db/email-is';
import { admins, companies, freelancers, jobs } from '../db/schema';
import { ApiError } from '../lib/api-error';
import { hashPassword } from '../lib/passwords';
import {
  decidePendingApplication,
  insertApplication,
} from '../modules/applications/applications.repository';
import { insertJob } from '../modules/jobs/jobs.repository';
import {
  demoAdmin,
  demoApplications,
  demoCompanies,
  demoFreelancers,
  demoJobs,
  demoPasswords,
} from './demo-market';

export interface SeedSummary {
  created: {
    admins: number;
    companies: number;
    freelancers: number;
    jobs: number;
    applications: number;
  };
  skipped: number;
}

const DAY_MS = 86_400_000;

/** Looks an account up by email the way the unique indexes compare them: without case. */
async function idByEmail(
  db: Database,
  table: typeof admins | typeof companies | typeof freelancers,
  email: string,
): Promise<string | undefined> {
  const [row] = await db.select({ id: table.id }).from(table).where(emailIs(table.email, email));
  return row?.id;
}

/**
 * Fills a database with the demo market. Every record is found by its fixed email (or its
 * company and title) first, so a second run adds nothing and changes nothing.
 */
export async function seedDemoMarket(db: Database): Promise<SeedSummary> {
  const summary: SeedSummary = {
    created: { admins: 0, companies: 0, freelancers: 0, jobs: 0, applications: 0 },
    skipped: 0,
  };
  // Demo people have made-up addresses: nobody could open a verification link sent to them.
  const emailVerifiedAt = new Date();
  const [adminHash, companyHash, freelancerHash] = await Promise.all([
    hashPassword(demoPasswords.admin),
    hashPassword(demoPasswords.company),
    hashPassword(demoPasswords.freelancer),
  ]);

  if (await idByEmail(db, admins, demoAdmin.email)) summary.skipped += 1;
  else {
    await db.insert(admins).values({ ...demoAdmin, passwordHash: adminHash, emailVerifiedAt });
    summary.created.admins += 1;
  }

  const companyIds = new Map<string, string>();
  for (const { key, active, ...company } of demoCompanies) {
    let id = await idByEmail(db, companies, company.email);
    if (id) summary.skipped += 1;
    else {
      const [row] = await db
        .insert(companies)
        .values({ ...company, passwordHash: companyHash, isActive: active, emailVerifiedAt })
        .returning({ id: companies.id });
      id = row!.id;
      summary.created.companies += 1;
    }
    companyIds.set(key, id);
  }

  const freelancerIds = new Map<string, string>();
  for (const { key, active, index, ...person } of demoFreelancers) {
    let id = await idByEmail(db, freelancers, person.email);
    if (id) summary.skipped += 1;
    else {
      const [row] = await db
        .insert(freelancers)
        .values({
          ...person,
          passwordHash: freelancerHash,
          phone: `0300${String(1_234_560 + index)}`,
          cnic: `35202-${String(1_234_560 + index)}-${index % 10}`,
          bankAccount: composeIBAN({
            countryCode: 'PK',
            bban: `SCBL00000011234567${String(index).padStart(2, '0')}`,
          })!,
          isActive: active,
          emailVerifiedAt,
        })
        .returning({ id: freelancers.id });
      id = row!.id;
      summary.created.freelancers += 1;
    }
    freelancerIds.set(key, id);
  }

  const jobIds = new Map<string, string>();
  for (const { company, daysAgo, ...job } of demoJobs) {
    const companyId = companyIds.get(company)!;
    const [existing] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.title, job.title)));
    if (existing) {
      summary.skipped += 1;
      jobIds.set(job.title, existing.id);
      continue;
    }
    const row = await insertJob(db, {
      ...job,
      companyId,
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    });
    jobIds.set(job.title, row.id);
    summary.created.jobs += 1;
  }

  for (const { job, freelancer, status, ...letter } of demoApplications) {
    try {
      const row = await insertApplication(db, {
        ...letter,
        jobId: jobIds.get(job)!,
        freelancerId: freelancerIds.get(freelancer)!,
      });
      if (status !== 'pending') await decidePendingApplication(db, row.id, status);
      summary.created.applications += 1;
    } catch (error) {
      // The one application per (job, freelancer) already exists: a repeated run.
      if (error instanceof ApiError && error.code === 'alreadyApplied') summary.skipped += 1;
      else throw error;
    }
  }
  // Decided above without the accept's rules: a job with all its freelancers is filled.
  await db.execute(sql`
    update jobs set status = 'filled'
    where status = 'open' and number_of_freelancers <= (
      select count(*) from applications where job_id = jobs.id and status = 'accepted')`);
  // Inserted above without applying's bookkeeping: the count the fewest-applicants sort reads.
  await db.execute(sql`
    update jobs set applicant_count = (
      select count(*) from applications where job_id = jobs.id and status <> 'withdrawn')`);
  return summary;
}
