import type {
  AppealDto,
  CauseReason,
  QueuedAppealDto,
  ReportedTargetDto,
  ReportReason,
  StandingDto,
} from '@kaamyaab/shared-api/contract';
import type { AppealRow, DeactivationRow, QueuedAppealRow } from './appeals.repository';
import type { ReportRow, TargetRow } from './moderation.repository';

/** The contract's shapes of reports, deactivations and appeals; columns never leak. */

export const presentReport = (row: ReportRow) => ({
  _id: row.id,
  targetType: row.targetType,
  targetId: row.targetId,
  reason: row.reason as ReportReason,
  createdAt: row.createdAt.toISOString(),
});

export function presentQueuedTarget(
  target: TargetRow,
  rows: ReportRow[],
  names: Map<string, string>,
): ReportedTargetDto {
  return {
    targetType: target.targetType,
    targetId: target.targetId,
    title: target.title,
    content: target.content,
    hidden: target.hidden,
    owner: { role: target.owner.role, _id: target.owner.id, name: target.owner.name },
    count: rows.length,
    reports: rows.map((row) => ({
      _id: row.id,
      reason: row.reason as ReportReason,
      text: row.body,
      reporterName: names.get(row.reporterId) ?? '',
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export const presentAppeal = (row: AppealRow): AppealDto => ({
  _id: row.id,
  text: row.body,
  status: row.status,
  reply: row.reply,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

export const presentStanding = (
  deactivation: DeactivationRow,
  appeal: AppealRow | null,
): StandingDto => ({
  reason: deactivation.reason as CauseReason,
  text: deactivation.body,
  deactivatedAt: deactivation.createdAt.toISOString(),
  appeal: appeal ? presentAppeal(appeal) : null,
});

export const presentQueuedAppeal = (row: QueuedAppealRow): QueuedAppealDto => ({
  ...presentAppeal(row.appeal),
  account: {
    role: row.deactivation.accountType,
    _id: row.deactivation.accountId,
    name: row.name ?? '',
  },
  reason: row.deactivation.reason as CauseReason,
  causeText: row.deactivation.body,
});
