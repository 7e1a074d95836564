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

const placeholder = sql.placeholder;
const forCompany = eq(jobs.companyId, placeholder('companyId'));
const olderThanCursor = sql`(${jobs.createdAt}, ${jobs.id}) < (${placeholder('at')}::timestamptz, ${placeholder('id')}::uuid)`;

/** Which of the four page statements: every job or one company's, from the top or a cursor. */
const statementName = (company: boolean, after: boolean) =>
  `${company ? 'company_' : ''}jobs_page${after ? '_after' : ''}`;

function pageStatement(db: Database, company: boolean, after: boolean) {
  return db
    .select(withCompany)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(company ? forCompany : undefined, after ? olderThanCursor : undefined))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(placeholder('limit'))
    .prepare(statementName(company, after));
}

type PageStatement = ReturnType<typeof pageStatement>;

/**
 * The page statements are built once per database and prepared by name, so neither drizzle nor
 * PostgreSQL (on each pooled connection) plans a page again: the list's hot path.
 */
const statements = new WeakMap<Database, Map<string, PageStatement>>();

function statementFor(db: Database, company: boolean, after: boolean): PageStatement {
  let built = statements.get(db);
  if (!built) statements.set(db, (built = new Map()));
  const name = statementName(company, after);
  let statement = built.get(name);
  if (!statement) built.set(name, (statement = pageStatement(db, company, after)));
  return statement;
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
  return statementFor(db, companyId !== undefined, after !== undefined).execute({
    limit,
    companyId,
    at: after?.createdAt.toISOString(),
    id: after?.id,
  });
}

export async function companyExists(db: Database, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row !== undefined;
}
