export * from './http';
export * from './call';
export * from './describe-error';
export * from './jobs';
export * from './applications';
export * from './accounts';
export * from './vetting';
export * from './error-catalogues';
export * from './sign-out';
export * from './profile';
export * from './use-fresh-account';
export * from './use-own-account';
export * from './contact';
export * from './failed-emails';
export * from './money-desk';
export * from './notifications';
export * from './conversations';
export * from './live-events';
export * from './use-notification-bell';
export * from './use-conversations';
export * from './use-pages';
export * from './use-job';
export * from './talent';
export * from './credentials';
export * from './link-renderers';
export * from './use-party-dashboard';
export * from './use-sign-in';
export * from './use-party-messages';
export * from './use-party-profile';
export * from './party-profile-edit';
export * from './use-party-signup';
export * from './deals';
export * from './deal-intents';
export * from './offer-terms';
export * from './contract-moves';
export * from './use-contract-room';
export * from './use-pay-ins';
export * from './use-send-offer';
export * from './use-deal-lists';
export * from './use-admin-deals';
// Payouts
export * from './use-payouts';
// Invoices (docs/decisions/029-paying-in-and-out.md)
export * from './invoices';
export * from './deal-paths';
export * from './statements';
export * from './reviews';
// Scores and public profiles (docs/decisions/032-reputation.md)
export * from './reputation';
// Reports, moderation and appeals (docs/decisions/033-enforcement.md)
export * from './moderation';
// Disputes (docs/decisions/031-disputes.md)
export * from './disputes';
