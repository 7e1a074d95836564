// @kaamyaab/shared-ui/disputes: disputes in the contract room and the admins' pages.
export * from './components/disputes/dispute-types';
export * from './components/disputes/dispute-card';
export * from './components/disputes/dispute-forms';
export * from './components/disputes/contract-disputes';
export { useDisputesT } from './i18n/ui-disputes-strings';
