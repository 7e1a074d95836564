// @kaamyaab/shared-ui/deals: offers, the contract room, funding and the money pages.
export * from './lib/paisa';
export * from './components/deals/deal-types';
export * from './components/deals/amount-field';
export * from './components/deals/fee-line';
export * from './components/deals/offer-form';
export * from './components/deals/action-form';
export * from './components/deals/funding-panel';
export * from './components/deals/milestone-card';
export * from './components/deals/contract-room';
export * from './components/deals/contracts-list';
export * from './components/deals/money-overview';
// Invoices (docs/decisions/029-paying-in-and-out.md)
export * from './components/deals/invoice-links';
export { useDealsT } from './i18n/ui-deals-strings';
// Payouts (docs/decisions/029-paying-in-and-out.md)
export * from './components/payouts/payout-types';
export * from './components/payouts/payouts-panel';
export * from './components/payouts/payout-desk';
export { usePayoutsT } from './i18n/ui-payouts-strings';
