import type {
  DeactivateForCauseBody,
  DecideAppealBody,
  StandingDto,
} from '@kaamyaab/shared-api/contract';
import type { Transaction } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../lib/service-context';
import { recordAccountEvent } from '../account-events';
import { accountKinds, lockAccount, reviewStateOf, setAccountActive } from '../accounts';
import { recordAdminAction } from '../failed-emails';
import { announce, moderationNotice, type Told } from '../notifications';
import {
  appealById,
  currentDeactivation,
  decidePendingAppeal,
  insertAppeal,
  insertDeactivation,
  liftDeactivation,
  listAppealRows,
} from './appeals.repository';
import { presentQueuedAppeal, presentStanding } from './moderation.presenter';
import { resolveOpenReports, type Party } from './moderation.repository';
import { tellReporters, type ModerationContext } from './reports.service';

/**
 * Deactivation for cause and its one appeal (docs/decisions/033-enforcement.md). The account's
 * row is locked first, as the vetting's decisions lock it, so a deactivation, a reinstating and
 * the vetting's switch on one account happen one at a time; each writes the account's trail and
 * an admin_actions row in its transaction. The holder still signs in, reads why and asks for a
 * payout of what it earned (the payouts' endpoints do not require approval).
 */

const APPEALS_SHOWN = 50;

/** Locks the account and sets its approval, with its trail's entry. */
async function switchAccount(
  tx: Transaction,
  admin: Actor,
  account: { role: Party; id: string },
  isActive: boolean,
  detail: Record<string, string>,
) {
  const table = accountKinds[account.role].table;
  const before = await lockAccount(tx, table, account.id);
  if (!before) throw new ApiError('accountNotFound');
  const row = await setAccountActive(tx, table, before.id, isActive);
  await recordAccountEvent(tx, {
    actor: admin,
    subject: { type: account.role, id: row.id },
    action: isActive ? 'approved' : 'deactivated',
    from: reviewStateOf(before),
    to: reviewStateOf(row),
    detail,
  });
}

function afterCommit(
  ctx: ModerationContext,
  account: { role: Party; id: string },
  told: Array<Told | null>,
) {
  // Cached sessions carry the approval: every process reads it again.
  ctx.bus.publish('account.changed', { principalType: account.role, principalId: account.id });
  announce(ctx.bus, told);
}

export async function deactivateForCause(
  ctx: ModerationContext,
  admin: Actor,
  account: { role: Party; id: string },
  body: DeactivateForCauseBody,
) {
  const { told, resolved } = await ctx.db.transaction(async (tx) => {
    await switchAccount(tx, admin, account, false, { reason: body.reason, text: body.text });
    const deactivation = await insertDeactivation(tx, {
      accountType: account.role,
      accountId: account.id,
      reason: body.reason,
      body: body.text,
      adminId: admin.id,
    });
    if (!deactivation) throw new ApiError('alreadyDeactivatedForCause');
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'deactivatedForCause',
      subjectId: account.id,
      detail: { role: account.role, reason: body.reason },
    });
    const outcome = { status: 'actioned' as const, adminId: admin.id, note: body.reason };
    const targets = [{ type: account.role, id: account.id }];
    if (body.report)
      targets.push({ type: body.report.targetType as Party, id: body.report.targetId });
    const closed = (
      await Promise.all(targets.map((target) => resolveOpenReports(tx, target, outcome)))
    ).flat();
    const holder = await moderationNotice(tx, {
      kind: 'deactivatedForCause',
      recipient: { type: account.role, id: account.id },
      eventKey: deactivation.id,
      facts: { reason: body.reason },
    });
    return {
      told: [holder, ...(await tellReporters(tx, closed, 'actioned'))],
      resolved: closed.length,
    };
  });
  afterCommit(ctx, account, told);
  return { resolved };
}

/** The caller's deactivation in force, or null; an account active again has none to show. */
export async function readStanding(
  ctx: ModerationContext,
  actor: Actor,
): Promise<StandingDto | null> {
  if (actor.isActive) return null;
  const found = await currentDeactivation(ctx.db, { type: actor.type as Party, id: actor.id });
  return found && presentStanding(found.deactivation, found.appeal);
}

/**
 * One appeal per deactivation: the unique key on it decides two racing appeals. A retry with the
 * first request's key is answered with the appeal it wrote.
 */
export async function sendAppeal(
  ctx: ModerationContext,
  actor: Actor,
  body: { idempotencyKey: string; text: string },
): Promise<StandingDto | null> {
  const found = actor.isActive
    ? null
    : await currentDeactivation(ctx.db, { type: actor.type as Party, id: actor.id });
  if (!found) throw new ApiError('notDeactivatedForCause');
  const appeal =
    found.appeal ??
    (await insertAppeal(ctx.db, {
      deactivationId: found.deactivation.id,
      body: body.text,
      requestKey: body.idempotencyKey,
    }));
  const written =
    appeal ??
    (await currentDeactivation(ctx.db, { type: actor.type as Party, id: actor.id }))?.appeal;
  if (!written || written.requestKey !== body.idempotencyKey) throw new ApiError('alreadyAppealed');
  return presentStanding(found.deactivation, written);
}

export async function listAppeals(ctx: ModerationContext) {
  return (await listAppealRows(ctx.db, APPEALS_SHOWN)).map(presentQueuedAppeal);
}

export async function decideAppeal(
  ctx: ModerationContext,
  admin: Actor,
  appealId: string,
  body: DecideAppealBody,
) {
  const found = await appealById(ctx.db, appealId);
  if (!found) throw new ApiError('appealNotFound');
  const account = { role: found.deactivation.accountType, id: found.deactivation.accountId };
  const reinstate = body.decision === 'reinstate';
  const told = await ctx.db.transaction(async (tx) => {
    const decided = await decidePendingAppeal(tx, appealId, {
      status: reinstate ? 'reinstated' : 'upheld',
      reply: body.reply,
      adminId: admin.id,
    });
    if (!decided) throw new ApiError('appealDecided');
    if (reinstate) {
      await liftDeactivation(tx, found.deactivation.id);
      await switchAccount(tx, admin, account, true, { appeal: 'reinstated' });
    }
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: reinstate ? 'appealReinstated' : 'appealUpheld',
      subjectId: appealId,
      detail: { role: account.role, accountId: account.id },
    });
    return [
      await moderationNotice(tx, {
        kind: 'appealDecided',
        recipient: { type: account.role, id: account.id },
        eventKey: appealId,
        facts: { decision: body.decision },
      }),
    ];
  });
  afterCommit(ctx, account, told);
  return presentQueuedAppeal((await appealById(ctx.db, appealId))!);
}
