import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import {
  AccountRoleParams,
  AppealIdParams,
  DeactivateForCauseBody,
  DecideAppealBody,
  QueuedAppealDto,
  ReportDto,
  ReportedTargetDto,
  ReportTargetParams,
  ResolveReportsBody,
  SendAppealBody,
  SendReportBody,
  StandingDto,
} from './moderation';
import { onFirstUse } from './on-first-use';

/**
 * Reports, the moderation queue, deactivation for cause and appeals
 * (docs/decisions/033-enforcement.md).
 */

const parties = ['freelancer', 'company'] as const;
const standingAnswer = onFirstUse(() => envelope(z.object({ standing: z.nullable(StandingDto) })));

export const sendReport = endpoint({
  operationId: 'sendReport',
  method: 'POST',
  path: '/reports',
  tag: 'moderation',
  summary: 'Report a job, a message of your conversation, or a profile, with a reason',
  who: parties,
  approved: true,
  body: SendReportBody,
  status: 201,
  answer: onFirstUse(() => envelope(z.object({ report: ReportDto }))),
  errors: ['reportTargetNotFound', 'cannotReportOwn', 'alreadyReported', 'tooManyReports'],
});

export const moderationQueue = endpoint({
  operationId: 'moderationQueue',
  method: 'GET',
  path: '/admin/moderation/reports',
  tag: 'moderation',
  summary: 'Open reports grouped by what they report, oldest first, with it as it is now (admins)',
  who: ['admin'],
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ targets: z.array(ReportedTargetDto) }))),
  errors: [],
});

export const resolveReports = endpoint({
  operationId: 'resolveReports',
  method: 'POST',
  path: '/admin/moderation/reports/:targetType/:targetId',
  tag: 'moderation',
  summary: "Dismiss a target's open reports, or hide the job or message (admins)",
  who: ['admin'],
  params: ReportTargetParams,
  body: ResolveReportsBody,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ resolved: z.number() }))),
  errors: ['reportTargetNotFound', 'noOpenReports', 'cannotHide', 'alreadyHidden'],
});

export const deactivateForCause = endpoint({
  operationId: 'deactivateForCause',
  method: 'POST',
  path: '/admin/accounts/:role/:id/deactivate-for-cause',
  tag: 'moderation',
  summary: 'Deactivate an account for cause, with a reason and a text its holder reads (admins)',
  who: ['admin'],
  params: AccountRoleParams,
  body: DeactivateForCauseBody,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ resolved: z.number() }))),
  errors: ['accountNotFound', 'alreadyDeactivatedForCause'],
});

export const myStanding = endpoint({
  operationId: 'myStanding',
  method: 'GET',
  path: '/moderation/standing',
  tag: 'moderation',
  summary: 'Whether your account is deactivated for cause, why, and your appeal',
  who: parties,
  status: 200,
  answer: standingAnswer,
  errors: [],
});

export const sendAppeal = endpoint({
  operationId: 'sendAppeal',
  method: 'POST',
  path: '/moderation/appeal',
  tag: 'moderation',
  summary: 'Appeal a deactivation for cause, once (a retry with the same key is the same appeal)',
  who: parties,
  body: SendAppealBody,
  status: 201,
  answer: standingAnswer,
  errors: ['notDeactivatedForCause', 'alreadyAppealed'],
});

export const listAppeals = endpoint({
  operationId: 'listAppeals',
  method: 'GET',
  path: '/admin/moderation/appeals',
  tag: 'moderation',
  summary: 'Appeals waiting for a decision, oldest first, then the latest decided (admins)',
  who: ['admin'],
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ appeals: z.array(QueuedAppealDto) }))),
  errors: [],
});

export const decideAppeal = endpoint({
  operationId: 'decideAppeal',
  method: 'POST',
  path: '/admin/moderation/appeals/:appealId',
  tag: 'moderation',
  summary: 'Reinstate the account or uphold its deactivation, with a reply its holder reads',
  who: ['admin'],
  params: AppealIdParams,
  body: DecideAppealBody,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ appeal: QueuedAppealDto }))),
  errors: ['appealNotFound', 'appealDecided'],
});

export const moderationEndpoints = [
  sendReport,
  moderationQueue,
  resolveReports,
  deactivateForCause,
  myStanding,
  sendAppeal,
  listAppeals,
  decideAppeal,
] as const;
