import * as z from 'zod/mini';
import { formatPaisa } from './deals';
import { causeReasons, type CauseReason } from './moderation';
import { pageFields } from './paging';
import { onFirstUse } from './on-first-use';

/**
 * What a person is told, in the app and by email (decision 015). The server stores a kind and its
 * facts; the sentence and the place it leads to are written here once, for the bell and the email.
 */
export const notificationKinds = [
  'accountApproved',
  'accountDeactivated',
  'accountSentBack',
  'applicationReceived',
  'applicationAccepted',
  'applicationRejected',
  'jobFilled',
  'jobClosed',
  'applicationWithdrawn',
  'messageReceived',
  'invitedToJob',
  'offerReceived',
  'offerCountered',
  'offerAccepted',
  'offerDeclined',
  'releaseReminder',
  'payInConfirmed',
  'payInRefused',
  'workSubmitted',
  'changesRequested',
  'moneyReleased',
  'milestoneProposed',
  'contractEnded',
  // Payouts
  'payoutPaid',
  'payoutFailed',
  // Two-way reviews (docs/decisions/030-reviews.md)
  'reviewOpen',
  'reviewWritten',
  'reviewsRevealed',
  // Reports, moderation and appeals (docs/decisions/033-enforcement.md)
  'reportResolved',
  'deactivatedForCause',
  'appealDecided',
  // Disputes (docs/decisions/031-disputes.md)
  'disputeOpened',
  'disputeAnswered',
  'disputeResolved',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export type NotificationFacts = Record<string, string | number>;

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;

export const NotificationDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    kind: z.enum(notificationKinds),
    /** One sentence, as the bell shows it and the email's subject says it. */
    title: z.string(),
    /** A path inside the product, e.g. `/freelancer-dashboard/messages/…`. */
    link: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  }),
);
export type NotificationDto = z.infer<typeof NotificationDto>;

export const NotificationsPage = onFirstUse(() =>
  z.object({
    notifications: z.array(NotificationDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);
export type NotificationsPage = z.infer<typeof NotificationsPage>;

export const ListNotificationsQuery = onFirstUse(() =>
  z.object({
    ...pageFields(NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX),
  }),
);
export type ListNotificationsQuery = z.input<typeof ListNotificationsQuery>;

export const NotificationIdParams = onFirstUse(() => z.object({ notificationId: z.string() }));

const text = (facts: NotificationFacts, key: string) => String(facts[key] ?? '');

const dashboardOf = (role: string) => `/${role}-dashboard`;

/**
 * The sentence and the link of one notification, from its kind and the recipient's role. Its
 * Urdu is in shared-api/src/translations (describeNotificationIn).
 */
export function describeNotification(
  kind: NotificationKind,
  facts: NotificationFacts,
  role: string,
): { title: string; link: string } {
  const home = dashboardOf(role);
  switch (kind) {
    case 'accountApproved':
      return { title: 'Your Kaamyaab account is approved.', link: home };
    case 'accountDeactivated':
      return { title: 'Your Kaamyaab account was deactivated.', link: home };
    case 'accountSentBack':
      return {
        title: `Please correct your sign-up details: ${text(facts, 'reasonText')}`,
        link: home,
      };
    case 'applicationReceived':
      return {
        title: `${text(facts, 'freelancerName')} applied to ${text(facts, 'jobTitle')}.`,
        link: `${home}/jobs-posted`,
      };
    case 'applicationAccepted':
      return {
        title: `${text(facts, 'companyName')} accepted your application to ${text(facts, 'jobTitle')}.`,
        link: `${home}/messages/${text(facts, 'applicationId')}`,
      };
    case 'applicationRejected':
      return {
        title: `${text(facts, 'companyName')} did not accept your application to ${text(facts, 'jobTitle')}.`,
        link: `${home}/jobs`,
      };
    case 'jobFilled':
      return {
        title: `${text(facts, 'jobTitle')} has been filled, so your application to it is closed.`,
        link: `${home}/jobs`,
      };
    case 'jobClosed':
      return {
        title: `${text(facts, 'companyName')} closed ${text(facts, 'jobTitle')}.`,
        link: `${home}/jobs`,
      };
    case 'applicationWithdrawn':
      return {
        title: `${text(facts, 'freelancerName')} withdrew the application to ${text(facts, 'jobTitle')}.`,
        link: `${home}/jobs-posted`,
      };
    case 'invitedToJob':
      return {
        title: `${text(facts, 'companyName')} invited you to apply to ${text(facts, 'jobTitle')}.`,
        link: `${home}/jobs/${text(facts, 'jobId')}`,
      };
    case 'offerReceived':
      return {
        title: `${text(facts, 'senderName')} sent you an offer: ${text(facts, 'title')}.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'offerCountered':
      return {
        title: `${text(facts, 'senderName')} proposed new terms for ${text(facts, 'title')}.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'offerAccepted':
      return {
        title: `${text(facts, 'senderName')} accepted the offer ${text(facts, 'title')}. The contract has started.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'offerDeclined':
      return {
        title: `${text(facts, 'senderName')} declined the offer ${text(facts, 'title')}.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'releaseReminder':
      return {
        title: `Work on ${text(facts, 'milestoneTitle')} awaits your review: it is paid to the freelancer on ${text(facts, 'releaseDay')} unless you act.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'payInConfirmed':
      return {
        title: `${formatPaisa(Number(facts.amountPaisa))} is held in escrow for ${text(facts, 'milestoneTitle')}.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'payInRefused':
      return {
        title: `Your payment for ${text(facts, 'milestoneTitle')} was not confirmed: ${text(facts, 'reason')}`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'workSubmitted':
      return {
        title: `${text(facts, 'senderName')} submitted work on ${text(facts, 'milestoneTitle')} for your review.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'changesRequested':
      return {
        title: `${text(facts, 'senderName')} asked for changes on ${text(facts, 'milestoneTitle')}: ${text(facts, 'reason')}`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'moneyReleased':
      return {
        title: `${formatPaisa(Number(facts.amountPaisa))} was released to your earnings for ${text(facts, 'milestoneTitle')}.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'milestoneProposed':
      return {
        title: `${text(facts, 'senderName')} proposed a new milestone: ${text(facts, 'milestoneTitle')}.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'contractEnded':
      return {
        title: `${text(facts, 'senderName')} ended the contract ${text(facts, 'title')}: ${text(facts, 'reason')}`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'payoutPaid':
      return {
        title: `${formatPaisa(Number(facts.netPaisa))} was sent to your ${text(facts, 'destination')}.`,
        link: `${home}/payouts`,
      };
    case 'payoutFailed':
      return {
        title: `Your payout of ${formatPaisa(Number(facts.amountPaisa))} to ${text(facts, 'destination')} failed: ${text(facts, 'reason')}. The money is back in your earnings.`,
        link: `${home}/payouts`,
      };
    case 'reviewOpen':
      return {
        title: `You can review ${text(facts, 'otherName')} for ${text(facts, 'title')} until ${text(facts, 'closesDay')}.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'reviewWritten':
      return {
        title: `${text(facts, 'otherName')} has reviewed ${text(facts, 'title')}: write yours to see it.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'reviewsRevealed':
      return {
        title: `The reviews of ${text(facts, 'title')} are now shown.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'reportResolved':
      return {
        title:
          facts.outcome === 'actioned'
            ? 'Thank you for your report: we looked into it and took action.'
            : 'Thank you for your report: we looked into it and found nothing against our rules.',
        link: home,
      };
    case 'deactivatedForCause':
      return {
        title: `Your Kaamyaab account was deactivated. Reason: ${causeReasons[text(facts, 'reason') as CauseReason] ?? ''}. Open your dashboard to read why and to appeal.`,
        link: home,
      };
    case 'appealDecided':
      return {
        title:
          facts.decision === 'reinstate'
            ? 'Your appeal was accepted: your Kaamyaab account is active again.'
            : 'Your appeal was reviewed and the deactivation stands. Read our reply on your dashboard.',
        link: home,
      };
    case 'disputeOpened':
      return {
        title: `${text(facts, 'senderName')} disputes ${text(facts, 'milestoneTitle')}: answer by ${text(facts, 'dueDay')}, or it is decided for them.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'disputeAnswered':
      return {
        title: `${text(facts, 'senderName')} answered the dispute on ${text(facts, 'milestoneTitle')}.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'disputeResolved':
      return {
        title: `The dispute on ${text(facts, 'milestoneTitle')} is settled: ${formatPaisa(Number(facts.freelancerPaisa))} to the freelancer, ${formatPaisa(Number(facts.companyPaisa))} back to the company.`,
        link: `${home}/contracts/${text(facts, 'contractId')}`,
      };
    case 'messageReceived':
      return {
        title: `New message from ${text(facts, 'senderName')} about ${text(facts, 'jobTitle')}.`,
        link: `${home}/messages/${text(facts, 'applicationId')}`,
      };
  }
}
