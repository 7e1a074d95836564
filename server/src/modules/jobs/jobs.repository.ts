import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { JobStatus } from '@kaamyaab/shared-api/contract';
import type { Database, Transaction } from '../../db/database';
import { hasRow } from '../../db/has-row';
import { applications, companies, jobs } from '../../db/schema';
import type { KeysetCursor } from '../../lib/keyset-cursor';

/**
 * A job's own columns: the search's generated ones (a text-search document as long as the
 * description, the skills again in lower case) are only ever read by PostgreSQL.
 */
const { searchVector: _document, skillKeys: _skillKeys, ...jobColumns } = getTableColumns(jobs);

/** Queries only. Every job comes back with its company's name from the same query. */
export type JobRow = Omit<typeof jobs.$inferSelect, 'searchVector' | 'skillKeys'>;
export type NewJob = typeof jobs.$inferInsert;
export interface JobWithCompany {
  job: JobRow;
  companyName: string | null;
}
export interface ApplicationCounts {
  applications: number;
  pending: number;
  accepted: number;
}
/** A job as its company sees it: with its applications counted. */
export interface PostedJob extends JobWithCompany {
  counts: ApplicationCounts;
}

/**
 * The company's name as a subquery per job, not a join. With a join the planner had a choice, and
 * past a few thousand jobs it took a custom plan for every page that hashed all companies and
 * sorted the page again (a deep page of 50 at 100,000 jobs served at 400 req/s against 1,100 at
 * 1,000 jobs). A subquery is one primary-key lookup per job on the page, at any size.
 */
const companyOfJob = eq(companies.id, jobs.companyId);
type CompanyName = string | null;
const companyNameOfJob = sql<CompanyName>`(select ${companies.companyName} from ${companies} where ${companyOfJob})`;

export const withCompany = { job: jobColumns, companyName: companyNameOfJob };

/**
 * A job's applications counted in the same statement as the job (a lateral subquery over
 * applications_job_idx), so a page of posted jobs is one query however many jobs it holds.
 * Withdrawn applications count toward nothing.
 */
function countsOf(db: Database) {
  const count = (where: ReturnType<typeof sql>, name: string) =>
    sql<number>`(count(*) filter (where ${where}))::int`.as(name);
  return db
    .select({
      applications: count(sql`${applications.status} <> 'withdrawn'`, 'applications_count'),
      pending: count(sql`${applications.status} = 'pending'`, 'pending_count'),
      accepted: count(sql`${applications.status} = 'accepted'`, 'accepted_count'),
    })
    .from(applications)
    .where(eq(applications.jobId, jobs.id))
    .as('counts');
}

function selectPostedJobs(db: Database) {
  const counts = countsOf(db);
  return db
    .select({
      ...withCompany,
      counts: {
        applications: counts.applications,
        pending: counts.pending,
        accepted: counts.accepted,
      },
    })
    .from(jobs)
    .innerJoinLateral(counts, sql`true`);
}

export async function insertJob(db: Database, values: NewJob): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning(jobColumns);
  if (!row) throw new Error('insert into jobs returned no row');
  return row;
}

export async function findJobWithCompany(
  db: Database,
  jobId: string,
): Promise<JobWithCompany | undefined> {
  const [row] = await db.select(withCompany).from(jobs).where(eq(jobs.id, jobId)).limit(1);
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

export async function findPostedJob(db: Database, jobId: string): Promise<PostedJob | undefined> {
  const [row] = await selectPostedJobs(db).where(eq(jobs.id, jobId)).limit(1);
  return row;
}

/**
 * The job row, locked until the transaction ends: every change to a job's state (an accept, an
 * edit, a close or reopen; an apply or withdrawal through countApplicant) takes this lock first,
 * so they happen one after another and each sees the last one's result.
 */
export async function lockJob(tx: Transaction, jobId: string): Promise<JobRow | undefined> {
  const [row] = await tx.select(jobColumns).from(jobs).where(eq(jobs.id, jobId)).for('update');
  return row;
}

/**
 * Counts an applicant in (+1, an apply) or out (-1, a withdrawal). The update locks the job's row
 * as lockJob does, so it comes first in its transaction, before any application row is touched:
 * every transaction that touches a job's applications locks the job, then the application.
 */
export async function countApplicant(
  tx: Transaction,
  jobId: string,
  change: 1 | -1,
): Promise<Pick<JobRow, 'status'> | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({ applicantCount: sql`${jobs.applicantCount} + ${change}` })
    .where(eq(jobs.id, jobId))
    .returning({ status: jobs.status });
  return row;
}

export async function countAccepted(tx: Transaction, jobId: string): Promise<number> {
  const [row] = await tx
    .select({ accepted: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.status, 'accepted')));
  return row?.accepted ?? 0;
}

export async function updateJob(
  tx: Transaction,
  jobId: string,
  values: Partial<Omit<NewJob, 'id' | 'companyId' | 'createdAt'>>,
): Promise<void> {
  await tx.update(jobs).set(values).where(eq(jobs.id, jobId));
}

export async function setJobStatus(tx: Transaction, jobId: string, status: JobStatus) {
  await updateJob(tx, jobId, { status });
}

/** Who still waits on a job: its pending applicants. */
export async function pendingApplicationIds(tx: Transaction, jobId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.status, 'pending')));
  return rows.map((row) => row.id);
}

export interface JobsPageQuery {
  limit: number;
  after?: KeysetCursor;
}

const placeholder = sql.placeholder;
const forCompany = eq(jobs.companyId, placeholder('companyId'));
const olderThanCursor = sql`(${jobs.createdAt}, ${jobs.id}) < (${placeholder('at')}::timestamptz, ${placeholder('id')}::uuid)`;
// A literal, not a parameter: the planner then matches jobs_open_created_idx's predicate even in
// a prepared statement's generic plan.
const isOpen = sql`${jobs.status} = 'open'`;
const newestFirst = [desc(jobs.createdAt), desc(jobs.id)] as const;

/** Available Jobs: open jobs only, from the top or after a cursor. Exported for its plan's test. */
export function openJobsQuery(db: Database, after: boolean) {
  return db
    .select(withCompany)
    .from(jobs)
    .where(and(isOpen, after ? olderThanCursor : undefined))
    .orderBy(...newestFirst)
    .limit(placeholder('limit'));
}

/** Posted Jobs: one company's jobs in every state, counted, from the top or after a cursor. */
function companyJobsStatement(db: Database, after: boolean) {
  return selectPostedJobs(db)
    .where(and(forCompany, after ? olderThanCursor : undefined))
    .orderBy(...newestFirst)
    .limit(placeholder('limit'))
    .prepare(`company_jobs_page${after ? '_after' : ''}`);
}

/**
 * The page statements are built once per database and prepared by name, so neither drizzle nor
 * PostgreSQL (on each pooled connection) plans a page again: the list's hot path.
 */
const statements = new WeakMap<Database, Map<string, unknown>>();

function prepared<S>(db: Database, name: string, build: () => S): S {
  let built = statements.get(db);
  if (!built) statements.set(db, (built = new Map()));
  if (!built.has(name)) built.set(name, build());
  return built.get(name) as S;
}

const pageValues = ({ limit, after }: JobsPageQuery) => ({
  limit,
  at: after?.createdAt.toISOString(),
  id: after?.id,
});

/**
 * Newest first, ties on created_at broken by id. Both columns descend, so "after the cursor" is
 * one row comparison that PostgreSQL answers as a range of jobs_open_created_idx (or, for a
 * company, jobs_company_created_idx): a page costs the same at any depth, and nothing counts
 * the table.
 */
export function listOpenJobsPage(db: Database, query: JobsPageQuery): Promise<JobWithCompany[]> {
  const after = query.after !== undefined;
  const statement = prepared(db, `open${after}`, () =>
    openJobsQuery(db, after).prepare(`open_jobs_page${after ? '_after' : ''}`),
  );
  return statement.execute(pageValues(query));
}

export function listCompanyJobsPage(
  db: Database,
  companyId: string,
  query: JobsPageQuery,
): Promise<PostedJob[]> {
  const after = query.after !== undefined;
  const statement = prepared(db, `company${after}`, () => companyJobsStatement(db, after));
  return statement.execute({ ...pageValues(query), companyId });
}

export const companyExists = (db: Database, companyId: string) =>
  hasRow(db, companies, eq(companies.id, companyId));
