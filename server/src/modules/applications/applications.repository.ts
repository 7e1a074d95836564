import { and, desc, eq } from 'drizzle-orm';
import type { ApplicationDecision, ApplicationStatus } from '@kaamyaab/shared-api/contract';
import type { Database, Transaction } from '../../db/database';
import { applications, companies, freelancers, jobs } from '../../db/schema';
import { writeOrConflict } from '../../lib/unique-violation';
import { olderThan } from '../../lib/keyset-page';
import type { KeysetCursor } from '../../lib/keyset-cursor';

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

/** One application per (job, freelancer) is the database's rule; a second one is a 409. */
export async function insertApplication(
  db: Database | Transaction,
  values: NewApplication,
): Promise<ApplicationRow> {
  // A deleted job (between the check and the insert) is the foreign key's answer.
  return writeOrConflict(
    async () => {
      const [row] = await db.insert(applications).values(values).returning();
      if (!row) throw new Error('insert into applications returned no row');
      return row;
    },
    { unique: 'alreadyApplied', foreignKey: 'jobNotFound' },
  );
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

const olderThanCursor = (after: KeysetCursor | undefined) =>
  olderThan(applications.createdAt, applications.id, after);

/** One of a job's applications, naming the job's company, which decides who may read it. */
export interface JobApplicationView extends ApplicationView {
  jobCompanyId: string;
}

/**
 * A job's applications newest first, of one status or all, from the top or after a cursor: a
 * range of applications_job_idx, the same cost at any depth.
 */
export async function listApplicationsByJob(
  db: Database,
  jobId: string,
  { status, limit, after }: { status?: ApplicationStatus; limit: number; after?: KeysetCursor },
): Promise<JobApplicationView[]> {
  return db
    .select({ ...view, jobCompanyId: jobs.companyId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(freelancers, eq(freelancers.id, applications.freelancerId))
    .where(
      and(
        eq(applications.jobId, jobId),
        status ? eq(applications.status, status) : undefined,
        olderThanCursor(after),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit);
}

/** The application's current status, its applicant and its job's company, for the policy. */
export async function findApplicationOwner(
  db: Database | Transaction,
  applicationId: string,
): Promise<
  | {
      id: string;
      jobId: string;
      freelancerId: string;
      status: ApplicationRow['status'];
      companyId: string;
    }
  | undefined
> {
  const [row] = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      freelancerId: applications.freelancerId,
      status: applications.status,
      companyId: jobs.companyId,
    })
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
  db: Database | Transaction,
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

/** Pending → withdrawn, by its applicant only, in one conditional statement (as a decision is). */
export async function withdrawPendingApplication(
  tx: Transaction,
  applicationId: string,
  freelancerId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .update(applications)
    .set({ status: 'withdrawn' })
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.freelancerId, freelancerId),
        eq(applications.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** An application on My Applications: with its job's title and state and the company's name. */
export interface MyApplicationView {
  application: ApplicationRow;
  job: { title: string; status: typeof jobs.$inferSelect.status; companyId: string };
  companyName: string | null;
}

function selectMyApplications(db: Database) {
  return db
    .select({
      application: applications,
      job: { title: jobs.title, status: jobs.status, companyId: jobs.companyId },
      companyName: companies.companyName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId));
}

export async function findMyApplication(
  db: Database,
  applicationId: string,
): Promise<MyApplicationView | undefined> {
  const [row] = await selectMyApplications(db).where(eq(applications.id, applicationId)).limit(1);
  return row;
}

/**
 * A freelancer's applications newest first, ties broken by id, from the top or after a cursor:
 * a range of applications_freelancer_idx, the same cost at any depth.
 */
export async function listMyApplicationsPage(
  db: Database,
  freelancerId: string,
  { limit, after }: { limit: number; after?: KeysetCursor },
): Promise<MyApplicationView[]> {
  return selectMyApplications(db)
    .where(and(eq(applications.freelancerId, freelancerId), olderThanCursor(after)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit);
}
