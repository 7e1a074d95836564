import { ApiError } from '../../../lib/api-error';
import { verifyPassword } from '../../../lib/passwords';
import type { Actor } from '../../../lib/service-context';
import { recordAccountEvent } from '../../account-events';
import { deleteFileRows, removeWritten } from '../../files';
import { accountKinds } from '../account-kinds';
import { findAdminById, lockAccount, updateAccount, updateAdmin } from '../accounts.repository';
import { sendBackCleared } from '../review-state';
import { forgetPrincipal, retireApplications, retireJobs } from './close-account.repository';
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

/**
 * Closes the owner's account, with its password: the personal columns are emptied,
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
  const keys = await ctx.db.transaction(async (tx) => {
    const before = await lockAccount(tx, kind.table, owner.id);
    if (!before || before.closedAt) throw new ApiError('accountNotFound');
    if (!(await verifyPassword(before.passwordHash, password)))
      throw new ApiError('closeWrongPassword');
    await updateAccount(tx, kind.table, before.id, {
      ...anonymised[role],
      email: closedEmail(before.id),
      passwordHash: NO_PASSWORD,
      proofFileId: null,
      avatarFileId: null,
      isActive: false,
      ...sendBackCleared,
      closedAt: new Date(),
    });
    const documents = [before.proofFileId, before.avatarFileId].filter(
      (id): id is string => id !== null,
    );
    const removed = (await Promise.all(documents.map((id) => deleteFileRows(tx, id)))).flat();
    if (role === 'freelancer') await retireApplications(tx, before.id);
    else await retireJobs(tx, before.id);
    await forgetPrincipal(tx, role, before.id, before.email);
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
    await updateAdmin(tx, before.id, {
      username: CLOSED_NAME,
      email: closedEmail(before.id),
      passwordHash: NO_PASSWORD,
      role: null,
      closedAt: new Date(),
    });
    await forgetPrincipal(tx, 'admin', before.id, before.email);
  });
  ctx.bus.publish('account.changed', { principalType: 'admin', principalId: owner.id });
}
