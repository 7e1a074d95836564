import type {
  ReportTarget,
  ReportedTargetDto,
  ResolveReportsBody,
  SendReportBody,
} from '@kaamyaab/shared-api/contract';
import type { Database, Transaction } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { AttemptLimit } from '../../lib/attempt-limit';
import type { EventBus } from '../../lib/event-bus';
import type { Actor, ServiceContext } from '../../lib/service-context';
import { recordAdminAction } from '../failed-emails';
import { closeJobForCause } from '../jobs';
import { announce, moderationNotice, type Told } from '../notifications';
import { presentQueuedTarget, presentReport } from './moderation.presenter';
import {
  findTarget,
  hideMessage,
  namesOf,
  openReports,
  insertReport,
  resolveOpenReports,
  type Party,
  type TargetRow,
} from './moderation.repository';

/**
 * Reports and the admins' answers to them (docs/decisions/033-enforcement.md). A reporter hears
 * the outcome in general terms only: what happened to another person's account is theirs.
 */
export interface ModerationContext extends ServiceContext {
  bus: EventBus;
  reportLimit: AttemptLimit;
}

/** The targets the queue shows at once; older ones are answered first. */
const QUEUE_TARGETS = 100;

const isParty = (actor: Actor, parties: TargetRow['parties']) =>
  !parties ||
  (actor.type === 'company' && parties.company === actor.id) ||
  (actor.type === 'freelancer' && parties.freelancer === actor.id);

export async function sendReport(ctx: ModerationContext, actor: Actor, body: SendReportBody) {
  const target = await findTarget(ctx.db, body.targetType, body.targetId);
  // A message of someone else's conversation is as unknown as one that does not exist.
  if (!target || !isParty(actor, target.parties)) throw new ApiError('reportTargetNotFound');
  if (target.owner.role === actor.type && target.owner.id === actor.id)
    throw new ApiError('cannotReportOwn');
  await ctx.reportLimit.take(actor.id);
  const row = await insertReport(ctx.db, {
    reporterType: actor.type as Party,
    reporterId: actor.id,
    targetType: body.targetType,
    targetId: body.targetId,
    reason: body.reason,
    body: body.text,
  });
  if (!row) throw new ApiError('alreadyReported');
  return presentReport(row);
}

export async function readQueue(db: Database): Promise<ReportedTargetDto[]> {
  const groups = await openReports(db, QUEUE_TARGETS);
  const names = await namesOf(
    db,
    groups.flatMap((group) =>
      group.reports.map((row) => ({ type: row.reporterType, id: row.reporterId })),
    ),
  );
  const targets = await Promise.all(
    groups.map(async (group) => ({
      group,
      target: await findTarget(db, group.targetType, group.targetId),
    })),
  );
  return targets.flatMap(({ group, target }) =>
    target ? [presentQueuedTarget(target, group.reports, names)] : [],
  );
}

/** Tells each reporter of a target the outcome of their report, in the action's transaction. */
export async function tellReporters(
  tx: Database,
  resolved: { id: string; reporterType: Party; reporterId: string }[],
  outcome: 'actioned' | 'dismissed',
): Promise<Array<Told | null>> {
  return Promise.all(
    resolved.map((report) =>
      moderationNotice(tx, {
        kind: 'reportResolved',
        recipient: { type: report.reporterType, id: report.reporterId },
        eventKey: report.id,
        facts: { outcome },
      }),
    ),
  );
}

/** Hides the job (closed as its company would) or the message; refuses a profile. */
async function hide(
  ctx: ModerationContext,
  tx: Database,
  target: TargetRow,
  body: ResolveReportsBody,
): Promise<Array<Told | null>> {
  if (target.targetType === 'job') {
    const told = await closeJobForCause(ctx, tx as Transaction, target.targetId);
    if (!told) throw new ApiError('alreadyHidden');
    return told;
  }
  if (target.targetType !== 'message') throw new ApiError('cannotHide');
  if (!(await hideMessage(tx, target.targetId, body.reason ?? 'other')))
    throw new ApiError('alreadyHidden');
  return [];
}

export async function resolveReports(
  ctx: ModerationContext,
  admin: Actor,
  params: { targetType: ReportTarget; targetId: string },
  body: ResolveReportsBody,
) {
  const target = await findTarget(ctx.db, params.targetType, params.targetId);
  if (!target) throw new ApiError('reportTargetNotFound');
  const hiding = body.action === 'hide';
  const { told, resolved } = await ctx.db.transaction(async (tx) => {
    const hidden = hiding ? await hide(ctx, tx, target, body) : [];
    const outcome = hiding ? 'actioned' : 'dismissed';
    const closed = await resolveOpenReports(
      tx,
      { type: target.targetType, id: target.targetId },
      { status: outcome, adminId: admin.id, note: body.note },
    );
    if (!hiding && closed.length === 0) throw new ApiError('noOpenReports');
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: !hiding
        ? 'reportsDismissed'
        : target.targetType === 'job'
          ? 'jobHidden'
          : 'messageHidden',
      subjectId: target.targetId,
      detail: { targetType: target.targetType, note: body.note, reason: body.reason ?? null },
    });
    return {
      told: [...hidden, ...(await tellReporters(tx, closed, outcome))],
      resolved: closed.length,
    };
  });
  announce(ctx.bus, told);
  if (hiding && target.targetType === 'job')
    ctx.bus.publish('jobs.changed', { jobId: target.targetId, companyId: target.owner.id });
  return { resolved };
}
