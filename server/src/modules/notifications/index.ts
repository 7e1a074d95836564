/**
 * Telling people: each event's notice and email written in the caller's transaction (the
 * outbox), announced after its commit, sent by the outbox worker, swept by the retention.
 */
export { notificationsRoutes } from './notifications.routes';
export {
  accountSentBack,
  accountStatusChanged,
  applicationDecided,
  applicationReceived,
  applicationWithdrawn,
  dealNotice,
  invitedToJob,
  jobEnded,
  messageReceived,
  offerNotice,
  releaseReminder,
  type DealNoticeKind,
  type OfferNoticeKind,
} from './events';
export { payInConfirmed, payInRefused, type DecidedPayIn } from './pay-in-events';
// Payouts
export { payoutFailed, payoutPaid, type PayoutOutcome } from './payout-events';
// Two-way reviews (docs/decisions/030-reviews.md)
export { reviewNotice, type ReviewNoticeKind } from './review-events';
// Reports, moderation and appeals (docs/decisions/033-enforcement.md)
export { moderationNotice, type ModerationNoticeKind } from './moderation-events';
export { announce, publicLink, setPublicUrl, type Told } from './notify';
export { composeEmail, type EmailContent } from './email-layout';
export { queueEmail } from './outbox.repository';
export { mailTransportFor } from './mail-transport';
export { createOutboxWorker, type OutboxWorker } from './outbox-worker';
export { createRetentionSweep, type RetentionSweep } from './retention';
