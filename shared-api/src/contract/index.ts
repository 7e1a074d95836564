// First: zod's settings, before any schema below is built (see zod-config.ts).
import './zod-config';

export * from './envelope';
export * from './errors';
export * from './endpoint';
export * from './health';
export * from './jobs';
export * from './jobs-dto';
export * from './job-search';
export * from './talent';
export * from './talent.endpoints';
export * from './accounts';
export * from './pakistani-formats';
export * from './money';
export * from './accounts-dto';
export * from './vetting';
export * from './vetting.endpoints';
export * from './session-account';
export * from './masking';
export * from './contact';
export * from './contact-inbox.endpoints';
export * from './failed-emails.endpoints';
export * from './admin-overview.endpoints';
export * from './accounts.endpoints';
export * from './credentials.endpoints';
export * from './profile.endpoints';
export * from './jobs.endpoints';
export * from './applications.endpoints';
export * from './site.endpoints';
export * from './notifications';
export * from './notifications.endpoints';
export * from './live.endpoints';
export * from './conversations';
export * from './conversations.endpoints';
export * from './deals';
export * from './deals.endpoints';
// Bank statement reconciliation
export * from './statements';
export * from './statements.endpoints';
export * from './money-desk';
// Payouts
export * from './payouts';
export * from './payouts.endpoints';
// Invoices (docs/decisions/029-paying-in-and-out.md)
export * from './invoices';
export * from './invoices.endpoints';
// Two-way reviews (docs/decisions/030-reviews.md)
export * from './reviews';
export * from './reviews.endpoints';
// Reports, moderation and appeals (docs/decisions/033-enforcement.md)
export * from './moderation';
export * from './moderation.endpoints';
export * from './endpoints';
export * from './remotes';
export * from './latest-jobs';
export * from './forms';
// JazzCash's hosted checkout (docs/decisions/029-paying-in-and-out.md)
export * from './jazzcash.endpoints';
// Scores and public profiles (docs/decisions/032-reputation.md)
export * from './reputation';
export * from './reputation.endpoints';
