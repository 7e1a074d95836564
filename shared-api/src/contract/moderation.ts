import * as z from 'zod/mini';
import { idempotencyKey } from './deals';
import { onFirstUse } from './on-first-use';

/**
 * Enforcement in the open (docs/decisions/033-enforcement.md): people report a job, a message or
 * a profile; admins act on the reports; an account deactivated for cause is told why, in its
 * language, and may appeal once. Reasons are codes: each reader's sentence comes from these
 * tables (and their Urdu twins), never from the stored row.
 */

export const REPORT_TEXT_MAX = 1000;
export const CAUSE_TEXT_MAX = 2000;
export const APPEAL_TEXT_MAX = 2000;
export const MODERATION_NOTE_MAX = 1000;

/** What can be reported. A profile is a freelancer's or a company's account. */
export const reportTargets = ['job', 'message', 'freelancer', 'company'] as const;
export type ReportTarget = (typeof reportTargets)[number];

export const reportReasons = {
  spam: 'Spam or advertising',
  scam: 'Scam or fraud',
  offPlatformPayment: 'Asks for payment outside Kaamyaab',
  offensive: 'Offensive or abusive',
  fakeProfile: 'Fake profile or impersonation',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof reportReasons;
export const ReportReason = onFirstUse(() => z.enum(Object.keys(reportReasons) as [ReportReason]));

/** Why an account is deactivated for cause: the holder reads the sentence and the admin's text. */
export const causeReasons = {
  fraud: 'Fraud',
  offPlatformPayment: 'Taking payments outside Kaamyaab',
  abuse: 'Abuse of other people',
  fakeIdentity: 'A fake identity',
  repeatedSpam: 'Repeated spam',
  other: 'Breaking the terms of use',
} as const;
export type CauseReason = keyof typeof causeReasons;
export const CauseReason = onFirstUse(() => z.enum(Object.keys(causeReasons) as [CauseReason]));

export const moderationMessages = {
  reasonRequired: 'Choose a reason',
  textRequired: 'Say in a few words what is wrong',
  textTooLong: `Write at most ${REPORT_TEXT_MAX} characters`,
  causeTextRequired: 'Write what the account holder will read',
  causeTextTooLong: `Write at most ${CAUSE_TEXT_MAX} characters`,
  appealRequired: 'Write your appeal',
  appealTooLong: `An appeal must be at most ${APPEAL_TEXT_MAX} characters`,
  noteRequired: 'Write a note',
  noteTooLong: `A note must be at most ${MODERATION_NOTE_MAX} characters`,
} as const;

const words = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

export const SendReportBody = onFirstUse(() =>
  z.object({
    targetType: z.enum(reportTargets),
    targetId: z.uuid(),
    reason: z.enum(Object.keys(reportReasons) as [ReportReason], {
      error: moderationMessages.reasonRequired,
    }),
    text: words(moderationMessages.textRequired, REPORT_TEXT_MAX, moderationMessages.textTooLong),
  }),
);
export type SendReportBody = z.output<typeof SendReportBody>;
export type SendReportInput = z.input<typeof SendReportBody>;

export const ReportTargetParams = onFirstUse(() =>
  z.object({
    targetType: z.enum(reportTargets),
    targetId: z.uuid(),
  }),
);

/** The admin's answer to a target's open reports: dismiss them, or hide the job or message. */
export const ResolveReportsBody = onFirstUse(() =>
  z.object({
    action: z.enum(['dismiss', 'hide']),
    note: words(
      moderationMessages.noteRequired,
      MODERATION_NOTE_MAX,
      moderationMessages.noteTooLong,
    ),
    /** The reason a hidden message shows in place of its text. */
    reason: z.optional(ReportReason),
  }),
);
export type ResolveReportsBody = z.output<typeof ResolveReportsBody>;

export const AccountRoleParams = onFirstUse(() =>
  z.object({
    role: z.enum(['freelancer', 'company']),
    id: z.uuid(),
  }),
);

export const DeactivateForCauseBody = onFirstUse(() =>
  z.object({
    reason: z.enum(Object.keys(causeReasons) as [CauseReason], {
      error: moderationMessages.reasonRequired,
    }),
    text: words(
      moderationMessages.causeTextRequired,
      CAUSE_TEXT_MAX,
      moderationMessages.causeTextTooLong,
    ),
    /** The reported job or message it was decided on: its open reports close as acted on. */
    report: z.optional(z.object({ targetType: z.enum(['job', 'message']), targetId: z.uuid() })),
  }),
);
export type DeactivateForCauseBody = z.output<typeof DeactivateForCauseBody>;

export const SendAppealBody = onFirstUse(() =>
  z.object({
    idempotencyKey,
    text: words(
      moderationMessages.appealRequired,
      APPEAL_TEXT_MAX,
      moderationMessages.appealTooLong,
    ),
  }),
);
export type SendAppealInput = z.input<typeof SendAppealBody>;

export const AppealIdParams = onFirstUse(() => z.object({ appealId: z.uuid() }));

export const DecideAppealBody = onFirstUse(() =>
  z.object({
    decision: z.enum(['reinstate', 'uphold']),
    reply: words(
      moderationMessages.noteRequired,
      MODERATION_NOTE_MAX,
      moderationMessages.noteTooLong,
    ),
  }),
);
export type DecideAppealBody = z.output<typeof DecideAppealBody>;

// Answers

export const ReportDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    targetType: z.enum(reportTargets),
    targetId: z.string(),
    reason: ReportReason,
    createdAt: z.string(),
  }),
);

/** One open report as admins read it. */
export const QueuedReportDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    reason: ReportReason,
    text: z.string(),
    reporterName: z.string(),
    createdAt: z.string(),
  }),
);

/** A reported thing with its open reports, and what it holds now. */
export const ReportedTargetDto = onFirstUse(() =>
  z.object({
    targetType: z.enum(reportTargets),
    targetId: z.string(),
    /** The job's title, the message's or the profile's name. */
    title: z.string(),
    /** The job's description or the message's text as it is now (the original, when hidden). */
    content: z.string(),
    hidden: z.boolean(),
    /** Whose it is: the account an admin may deactivate for it. */
    owner: z.object({ role: z.enum(['freelancer', 'company']), _id: z.string(), name: z.string() }),
    count: z.number(),
    reports: z.array(QueuedReportDto),
  }),
);
export type ReportedTargetDto = z.infer<typeof ReportedTargetDto>;

export const appealStatuses = ['pending', 'reinstated', 'upheld'] as const;
export type AppealStatus = (typeof appealStatuses)[number];

export const AppealDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    text: z.string(),
    status: z.enum(appealStatuses),
    reply: z.nullable(z.string()),
    createdAt: z.string(),
    decidedAt: z.nullable(z.string()),
  }),
);
export type AppealDto = z.infer<typeof AppealDto>;

/** Where the caller's account stands: deactivated for cause, why, and its appeal. */
export const StandingDto = onFirstUse(() =>
  z.object({
    reason: CauseReason,
    text: z.string(),
    deactivatedAt: z.string(),
    appeal: z.nullable(AppealDto),
  }),
);
export type StandingDto = z.infer<typeof StandingDto>;

/** An appeal as admins read it: whose, why it was deactivated, what they wrote. */
export const QueuedAppealDto = onFirstUse(() =>
  z.object({
    ...AppealDto.shape,
    account: z.object({
      role: z.enum(['freelancer', 'company']),
      _id: z.string(),
      name: z.string(),
    }),
    reason: CauseReason,
    causeText: z.string(),
  }),
);
export type QueuedAppealDto = z.infer<typeof QueuedAppealDto>;
