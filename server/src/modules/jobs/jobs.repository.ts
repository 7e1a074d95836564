import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, jobs } from '../../db/schema';
import type { JobsCursor } from './jobs-cursor';

/** Queries only. Every job comes back with its company's name from the same query. */
export type JobRow = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export interface JobWithCompany {
  job: JobRow;
  companyName: string | null;
}

const withCompany = { job: jobs, companyName: companies.companyName };

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

export interface JobsPageQuery {
  limit: number;
  after?: JobsCursor;
  /** One company's jobs only. */
  companyId?: string;
}

/**
 * Newest first, ties on created_at broken by id. Both columns descend, so "after the cursor" is
 * one row comparison that PostgreSQL answers as a range of jobs_created_idx (or, for a company,
 * jobs_company_created_idx): a page costs the same at any depth, and nothing counts the table.
 */
export async function listJobsPage(
  db: Database,
  { limit, after, companyId }: JobsPageQuery,
): Promise<JobWithCompany[]> {
  const olderThanCursor =
    after &&
    sql`(${jobs.createdAt}, ${jobs.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`;
  return db
    .select(withCompany)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(companyId ? eq(jobs.companyId, companyId) : undefined, olderThanCursor))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

export async function companyExists(db: Database, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row !== undefined;
}
