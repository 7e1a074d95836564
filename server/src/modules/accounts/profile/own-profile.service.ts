import type {
  AdminProfileBody,
  CompanyProfileBody,
  FreelancerProfileBody,
} from '@kaamyaab/shared-api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../lib/api-error';
import type { EventBus } from '../../../lib/event-bus';
import { activeCipher } from '../../../lib/field-encryption';
import type { Actor } from '../../../lib/service-context';
import type { FileStorage } from '../../../storage/storage';
import { recordAccountEvent } from '../../account-events';
import { deleteFileRows, storeUpload } from '../../files';
import { accountKinds } from '../account-kinds';
import { lockAccount, updateAccount, updateAdmin } from '../accounts.repository';
import { changeOwnAccount } from '../own-account-change';
import { presentAdmin } from '../presenters';
import { changedColumns, reviewStateOf, requeued } from '../review-state';

export interface ProfileContext {
  db: Database;
  log: FastifyBaseLogger;
  storage: FileStorage;
  bus: EventBus;
}

type Role = 'freelancer' | 'company';

/**
 * The columns an owner's edit writes, and which of them an admin checked: the name and the
 * payment or identity numbers. Changing one of those on an approved account sends it back to the
 * admins' queue; the rest takes effect at once.
 */
const editable = {
  freelancer: {
    columns: (body: FreelancerProfileBody) => ({
      fullName: body.fullName,
      phone: body.number,
      bankAccount: body.bankAccount,
      skills: body.skills,
      currentlyEmployed: body.currentlyEmployed,
      companyName: body.currentlyEmployed ? body.companyName : null,
      bio: body.bio,
    }),
    reviewed: ['fullName', 'bankAccount'],
  },
  company: {
    columns: (body: CompanyProfileBody) => ({
      companyName: body.companyName,
      pocName: body.pocName,
      pocId: body.pocId,
      pocIdDigest: activeCipher().digest(body.pocId, 'pocId'),
      bio: body.bio,
    }),
    reviewed: ['companyName', 'pocName', 'pocId'],
  },
} as const;

export async function editOwnProfile(
  ctx: ProfileContext,
  owner: Actor,
  role: Role,
  body: FreelancerProfileBody | CompanyProfileBody,
  avatar: Buffer | undefined,
) {
  const kind = accountKinds[role];
  const rules = editable[role] as {
    columns: (body: unknown) => Record<string, unknown>;
    reviewed: readonly string[];
  };
  return changeOwnAccount(ctx, role, async (tx, written) => {
    const before = await lockAccount(tx, kind.table, owner.id);
    if (!before || before.closedAt) throw new ApiError('accountNotFound');
    const stored = avatar ? await storeUpload(ctx.storage, tx, avatar, 'avatar', written) : null;
    const columns = rules.columns(body);
    const changed = changedColumns(before, columns);
    const forReview = changed.filter((column) => rules.reviewed.includes(column));
    const updated = await updateAccount(tx, kind.table, before.id, {
      ...columns,
      ...(stored && { avatarFileId: stored.id }),
      ...(forReview.length > 0 && requeued()),
    });
    if (forReview.length > 0)
      await recordAccountEvent(tx, {
        actor: owner,
        subject: { type: role, id: before.id },
        action: 'edited',
        from: reviewStateOf(before),
        to: 'pending',
        detail: { changed: forReview.join(', ') },
      });
    const oldKeys =
      stored && before.avatarFileId ? await deleteFileRows(tx, before.avatarFileId) : [];
    return { row: updated, oldKeys };
  });
}

export async function editAdminProfile(ctx: ProfileContext, owner: Actor, body: AdminProfileBody) {
  const row = await updateAdmin(ctx.db, owner.id, { username: body.username });
  if (!row) throw new ApiError('accountNotFound');
  ctx.bus.publish('account.changed', { principalType: 'admin', principalId: row.id });
  return { admin: presentAdmin(row) };
}
