import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  accountTokens,
  admins,
  applications,
  emailOutbox,
  jobInvitations,
  jobs,
  notifications,
} from '../../../db/schema';
import type { PrincipalType } from '../../../db/schema/sessions';
import { ApiError } from '../../../lib/api-error';
import { verifyPassword } from '../../../lib/passwords';
import type { Actor } from '../../../lib/service-context';
import { accountKinds } from '../account-kinds';
import { findAdminById, type AccountRow } from '../accounts.repository';
import { endAccountSessions } from '../credentials/credentials.repository';
import { deleteFileRows } from '../../files/files.repository';
import { removeWritten } from '../../files/files.service';
import { recordAccountEvent } from '../../account-events/account-events.repository';
import { lockAccount, sendBackCleared } from '../../vetting/vetting.repository';
import type { ProfileContext } from './own-profile.service';

/** What every closed account is called where others still see it (jobs, applications, chats). */
export const CLOSED_NAME = 'Closed account';

/**
 * The address a closed account keeps: unique (the column is), never deliverable (.invalid is
 * reserved), and not the person's, so the email can register again.
 */
const closedEmail = (id: string) => `closed-${id}@closed.invalid`;

/** Not an argon2 hash: no password verifies against it, so no one logs in to a closed account. */
const NO_PASSWORD = '!closed';

/**
 * The personal columns of each role, emptied or replaced. Kept: the row's id (jobs, applications
 * and messages others have point to it), the review times, created_at. Emptied: names, contact,
 * identity and bank numbers with their search digests, bio, skills, employer, documents.
 */
const anonymised = {
  freelancer: {
    fullName: CLOSED_NAME,
    phone: '',
    cnic: '',
    cnicDigest: null,
    skills: '',
    bankAccount: '',
    currentlyEmployed: false,
    companyName: null,
    bio: '',
  },
  company: {
    companyName: CLOSED_NAME,
    pocName: '',
    pocId: '',
    pocIdDigest: null,
    companyNtn: '',
    ntnDigest: null,
    bio: '',
  },
};

/** Everything that only served the person: logins, one-time links, notifications, unsent mail. */
async function forgetPrincipal(tx: Database, type: PrincipalType, id: string, email: string) {
  await endAccountSessions(tx, type, id);
  await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.principalType, type), eq(accountTokens.principalId, id)));
  await tx
    .delete(notifications)
    .where(and(eq(notifications.recipientType, type), eq(notifications.recipientId, id)));
  await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(sql`lower(${emailOutbox.toAddress})`, email.toLowerCase()),
        isNull(emailOutbox.sentAt),
      ),
    );
}

/**
 * A freelancer's applications stay on the companies' jobs as a placeholder: the cover letters
 * (their own words) are emptied, and pending ones are withdrawn (no one can be hired any more),
 * leaving the jobs' applicant counts right.
 */
async function retireApplications(tx: Database, freelancerId: string) {
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
async function retireJobs(tx: Database, companyId: string) {
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

/**
 * Closes the owner's account (issue 15), with its password: the personal columns are emptied,
 * the documents deleted (rows now, bytes after commit), every session and pending message of it
 * ends, and the email may register again.
 */
export async function closeAccount(
  ctx: ProfileContext,
  owner: Actor,
  role: 'freelancer' | 'company',
  password: string,
) {
  const kind = accountKinds[role];
  const table = kind.table as typeof accountKinds.freelancer.table;
  const keys = await ctx.db.transaction(async (tx) => {
    const before = await lockAccount(tx, kind.table, owner.id);
    if (!before || before.closedAt) throw new ApiError('accountNotFound');
    if (!(await verifyPassword(before.passwordHash, password)))
      throw new ApiError('closeWrongPassword');
    await tx
      .update(table)
      .set({
        ...(anonymised[role] as typeof anonymised.freelancer),
        email: closedEmail(before.id),
        passwordHash: NO_PASSWORD,
        proofFileId: null,
        avatarFileId: null,
        isActive: false,
        ...sendBackCleared,
        closedAt: new Date(),
      })
      .where(eq(table.id, before.id));
    const documents = [before.proofFileId, before.avatarFileId].filter(
      (id): id is string => id !== null,
    );
    const removed = (await Promise.all(documents.map((id) => deleteFileRows(tx, id)))).flat();
    if (role === 'freelancer') await retireApplications(tx, before.id);
    else await retireJobs(tx, before.id);
    await forgetPrincipal(tx, role, before.id, (before as AccountRow).email);
    await recordAccountEvent(tx, {
      actor: owner,
      subject: { type: role, id: before.id },
      action: 'closed',
      detail: null,
    });
    return removed;
  });
  await removeWritten(ctx.storage, ctx.log, keys);
  ctx.bus.publish('account.changed', { principalType: role, principalId: owner.id });
}

/** An administrator's account: the name and address go, the audit trail keeps its id. */
export async function closeAdminAccount(ctx: ProfileContext, owner: Actor, password: string) {
  const before = await findAdminById(ctx.db, owner.id);
  if (!before || before.closedAt) throw new ApiError('accountNotFound');
  if (!(await verifyPassword(before.passwordHash, password)))
    throw new ApiError('closeWrongPassword');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({
        username: CLOSED_NAME,
        email: closedEmail(before.id),
        passwordHash: NO_PASSWORD,
        role: null,
        closedAt: new Date(),
      })
      .where(eq(admins.id, before.id));
    await forgetPrincipal(tx, 'admin', before.id, before.email);
  });
  ctx.bus.publish('account.changed', { principalType: 'admin', principalId: owner.id });
}
