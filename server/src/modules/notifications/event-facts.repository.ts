import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { applications, companies, freelancers, jobInvitations, jobs } from '../../db/schema';

/** The facts a notice tells, read in the caller's transaction so it says what was committed. */

/** What the notices of these applications say, read in one statement. */
export function applicationsFacts(tx: Database, applicationIds: readonly string[]) {
  return tx
    .select({
      applicationId: applications.id,
      freelancerId: applications.freelancerId,
      proposedRate: applications.proposedRate,
      jobTitle: jobs.title,
      companyId: jobs.companyId,
      companyName: companies.companyName,
      freelancerName: freelancers.fullName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(freelancers, eq(freelancers.id, applications.freelancerId))
    .where(inArray(applications.id, [...applicationIds]));
}

/** What the notices of one application say: its job, company and freelancer. */
export type ApplicationFacts = Awaited<ReturnType<typeof applicationsFacts>>[number];

export async function applicationFacts(
  tx: Database,
  applicationId: string,
): Promise<ApplicationFacts | undefined> {
  const [row] = await applicationsFacts(tx, [applicationId]);
  return row;
}

/** What an invitation's notice says: the job and the company that invited. */
export async function invitationFacts(tx: Database, invitationId: string) {
  const [facts] = await tx
    .select({
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: companies.companyName,
      freelancerId: jobInvitations.freelancerId,
    })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobInvitations.id, invitationId));
  return facts;
}
