import {
  sendBackReasons,
  type ApiErrorCode,
  type SendBackReason,
} from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { EventBus } from '../../lib/event-bus';
import type { Actor } from '../../lib/service-context';
import {
  accountKinds,
  findAccountById,
  lockAccount,
  markSentBack,
  reviewStateOf,
  setAccountActive,
  type AccountRow,
} from '../accounts';
import { listAccountEvents, recordAccountEvent } from '../account-events';
import { accountSentBack, accountStatusChanged, announce, type Told } from '../notifications';
import { presentEvent, presentReview } from './vetting.presenter';
import { actorNames, documentsOf } from './vetting.repository';

/**
 * The admin's review of one account. Each action locks the account's row, changes it and
 * writes its audit entry (and the owner's notice) in one transaction, so two admins acting at
 * once are applied one after the other and both are recorded.
 */
export type ReviewedRole = 'freelancer' | 'company';

export interface VettingContext {
  db: Database;
  bus: EventBus;
}

const tableOf = (role: ReviewedRole) => accountKinds[role].table;

/** The review view answer, read after the action's commit. */
async function reviewOf(db: Database, role: ReviewedRole, row: AccountRow) {
  const events = await listAccountEvents(db, { type: role, id: row.id });
  const names = await actorNames(db, events);
  return presentReview(
    role,
    row,
    await documentsOf(db, row),
    events.map((event) => presentEvent(event, names)),
  );
}

/** Locks the account, runs the action and its entry in one transaction, tells after commit. */
async function act(
  { db, bus }: VettingContext,
  role: ReviewedRole,
  id: string,
  action: (tx: Database, row: AccountRow) => Promise<{ row: AccountRow; told?: Told | null }>,
  notFound: ApiErrorCode = 'accountNotFound',
) {
  const { row, told } = await db.transaction(async (tx) => {
    const locked = await lockAccount(tx, tableOf(role), id);
    if (!locked) throw new ApiError(notFound);
    return action(tx, locked);
  });
  // Cached sessions carry the approval: every process reads it again.
  bus.publish('account.changed', { principalType: role, principalId: row.id });
  announce(bus, [told ?? null]);
  return row;
}

export async function reviewAccount(db: Database, admin: Actor, role: ReviewedRole, id: string) {
  const row = await db.transaction(async (tx) => {
    // A view changes nothing: it reads the row without the decision's lock.
    const found = await findAccountById(tx, tableOf(role), id);
    if (!found) throw new ApiError('accountNotFound');
    // The full CNIC, bank account, POC ID and NTN are about to be shown: that is recorded.
    await recordAccountEvent(tx, {
      actor: admin,
      subject: { type: role, id: found.id },
      action: 'viewedDetails',
    });
    return found;
  });
  return reviewOf(db, role, row);
}

/**
 * Approves or deactivates: `wanted` says the approval from the account as it was (the spec's
 * switch flips it; the review view sets it). Answers the account as it is after the commit.
 */
export function setAccountApproval(
  ctx: VettingContext,
  admin: Actor,
  role: ReviewedRole,
  id: string,
  wanted: (before: AccountRow) => boolean,
  notFound?: ApiErrorCode,
) {
  return act(
    ctx,
    role,
    id,
    async (tx, before) => {
      const isActive = wanted(before);
      const row = await setAccountActive(tx, tableOf(role), before.id, isActive);
      await recordAccountEvent(tx, {
        actor: admin,
        subject: { type: role, id: row.id },
        action: isActive ? 'approved' : 'deactivated',
        from: reviewStateOf(before),
        to: reviewStateOf(row),
      });
      const changed = before.isActive !== row.isActive;
      return { row, told: changed ? await accountStatusChanged(tx, { role, ...row }) : null };
    },
    notFound,
  );
}

export async function decideAccount(
  ctx: VettingContext,
  admin: Actor,
  role: ReviewedRole,
  id: string,
  decision: 'approve' | 'deactivate',
) {
  const row = await setAccountApproval(ctx, admin, role, id, () => decision === 'approve');
  return reviewOf(ctx.db, role, row);
}

export async function sendBackAccount(
  ctx: VettingContext,
  admin: Actor,
  role: ReviewedRole,
  id: string,
  { reason, note }: { reason: SendBackReason; note: string },
) {
  const sent = await act(ctx, role, id, async (tx, before) => {
    const row = await markSentBack(tx, tableOf(role), before.id, { reason, note });
    await recordAccountEvent(tx, {
      actor: admin,
      subject: { type: role, id: row.id },
      action: 'sentBack',
      from: reviewStateOf(before),
      to: 'sentBack',
      detail: { reason, note },
    });
    const reasonText = sendBackReasons[reason];
    return {
      row,
      told: await accountSentBack(tx, { role, id: row.id, reasonText, at: row.sentBackAt! }),
    };
  });
  return reviewOf(ctx.db, role, sent);
}
