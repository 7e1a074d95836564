import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { emailIs } from '../../../db/email-is';
import {
  accountTokens,
  applications,
  emailOutbox,
  jobInvitations,
  jobs,
  notifications,
} from '../../../db/schema';
import type { PrincipalType } from '../../../db/schema/sessions';
import { endAccountSessions } from '../credentials/credentials.repository';

/**
 * What closing an account does beyond its own row, in the closing transaction: the person's
 * logins, links, notifications and unsent mail go; what others still see stays as a placeholder.
 */

/** Everything that only served the person: logins, one-time links, notifications, unsent mail. */
export async function forgetPrincipal(
  tx: Database,
  type: PrincipalType,
  id: string,
  email: string,
) {
  await endAccountSessions(tx, type, id);
  await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.principalType, type), eq(accountTokens.principalId, id)));
  await tx
    .delete(notifications)
    .where(and(eq(notifications.recipientType, type), eq(notifications.recipientId, id)));
  await tx
    .delete(emailOutbox)
    .where(and(emailIs(emailOutbox.toAddress, email), isNull(emailOutbox.sentAt)));
}

/**
 * A freelancer's applications stay on the companies' jobs as a placeholder: the cover letters
 * (their own words) are emptied, and pending ones are withdrawn (no one can be hired any more),
 * leaving the jobs' applicant counts right.
 */
export async function retireApplications(tx: Database, freelancerId: string) {
  const withdrawn = await tx
    .update(applications)
    .set({ status: 'withdrawn' })
    .where(and(eq(applications.freelancerId, freelancerId), eq(applications.status, 'pending')))
    .returning({ jobId: applications.jobId });
  for (const { jobId } of withdrawn)
    await tx
      .update(jobs)
      .set({ applicantCount: sql`greatest(${jobs.applicantCount} - 1, 0)` })
      .where(eq(jobs.id, jobId));
  await tx
    .update(applications)
    .set({ coverLetter: '' })
    .where(eq(applications.freelancerId, freelancerId));
  await tx.delete(jobInvitations).where(eq(jobInvitations.freelancerId, freelancerId));
}

/** A company's jobs stay as a placeholder, closed: no one applies to a company that is gone. */
export async function retireJobs(tx: Database, companyId: string) {
  await tx
    .update(jobs)
    .set({ status: 'closed' })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'open')));
  await tx
    .delete(jobInvitations)
    .where(
      inArray(
        jobInvitations.jobId,
        tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId)),
      ),
    );
}
