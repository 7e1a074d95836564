import { and, desc, eq } from 'drizzle-orm';
import type { ApplicationDecision } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { applications, freelancers, jobs } from '../../db/schema';
import { ApiError } from '../../lib/api-error';

/** Queries only; the database's own constraint errors become the contract's answers here. */
export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export interface ApplicationView {
  application: ApplicationRow;
  jobTitle: string;
  applicant: { fullName: string; email: string; skills: string } | null;
}

// Only the applicant columns a company may see: never CNIC, bank account or phone.
const view = {
  application: applications,
  jobTitle: jobs.title,
  applicant: {
    fullName: freelancers.fullName,
    email: freelancers.email,
    skills: freelancers.skills,
  },
};

/** PostgreSQL's SQLSTATE of a failed statement, whether the driver error is wrapped or not. */
function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object';) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** One application per (job, freelancer) is the database's rule; a second one is a 409. */
export async function insertApplication(
  db: Database,
  values: NewApplication,
): Promise<ApplicationRow> {
  try {
    const [row] = await db.insert(applications).values(values).returning();
    if (!row) throw new Error('insert into applications returned no row');
    return row;
  } catch (error) {
    const state = sqlState(error);
    if (state === UNIQUE_VIOLATION) throw new ApiError('alreadyApplied');
    // The job was deleted between the check and the insert.
    if (state === FOREIGN_KEY_VIOLATION) throw new ApiError('jobNotFound');
    throw error;
  }
}

export async function findApplicationView(
  db: Database,
  applicationId: string,
): Promise<ApplicationView | undefined> {
  const [row] = await db
    .select(view)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(freelancers, eq(freelancers.id, applications.freelancerId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}

export async function listApplicationsByFreelancer(
  db: Database,
  freelancerId: string,
): Promise<ApplicationView[]> {
  return db
    .select(view)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(freelancers, eq(freelancers.id, applications.freelancerId))
    .where(eq(applications.freelancerId, freelancerId))
    .orderBy(desc(applications.createdAt));
}

export async function listApplicationsByJob(
  db: Database,
  jobId: string,
): Promise<ApplicationView[]> {
  return db
    .select(view)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(freelancers, eq(freelancers.id, applications.freelancerId))
    .where(eq(applications.jobId, jobId))
    .orderBy(desc(applications.createdAt));
}

/** The application's current status and the company that owns its job, for the policy. */
export async function findApplicationOwner(
  db: Database,
  applicationId: string,
): Promise<{ id: string; status: ApplicationRow['status']; companyId: string } | undefined> {
  const [row] = await db
    .select({ id: applications.id, status: applications.status, companyId: jobs.companyId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}

/**
 * Moves a pending application to its decision in one conditional statement: of any number of
 * racing decisions exactly one finds it still pending; the others get no row back.
 */
export async function decidePendingApplication(
  db: Database,
  applicationId: string,
  status: ApplicationDecision,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ status })
    .where(and(eq(applications.id, applicationId), eq(applications.status, 'pending')))
    .returning();
  return row;
}
