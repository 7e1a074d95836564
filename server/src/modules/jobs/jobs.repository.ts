import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, jobs } from '../../db/schema';

/** Queries only. Every job comes back with its company's name from the same query. */
export type JobRow = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export interface JobWithCompany {
  job: JobRow;
  companyName: string | null;
}

const withCompany = { job: jobs, companyName: companies.companyName };

// Matches the jobs_created_idx index (created_at desc, id), so paging is an index scan.
const newestFirst = [desc(jobs.createdAt), asc(jobs.id)];

export async function insertJob(db: Database, values: NewJob): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  if (!row) throw new Error('insert into jobs returned no row');
  return row;
}

export async function findJobWithCompany(
  db: Database,
  jobId: string,
): Promise<JobWithCompany | undefined> {
  const [row] = await db
    .select(withCompany)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row;
}

export async function findJobOwner(
  db: Database,
  jobId: string,
): Promise<{ id: string; companyId: string } | undefined> {
  const [row] = await db
    .select({ id: jobs.id, companyId: jobs.companyId })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row;
}

export async function listJobsPage(
  db: Database,
  { offset, limit }: { offset: number; limit: number },
): Promise<JobWithCompany[]> {
  return db
    .select(withCompany)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export async function countJobs(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jobs);
  return row?.total ?? 0;
}

export async function listJobsByCompany(
  db: Database,
  companyId: string,
): Promise<JobWithCompany[]> {
  return db
    .select(withCompany)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.companyId, companyId))
    .orderBy(...newestFirst);
}

export async function companyExists(db: Database, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row !== undefined;
}
