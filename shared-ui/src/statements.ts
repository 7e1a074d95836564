// @kaamyaab/shared-ui/statements: the admin's bank statement reconciliation.
export * from './components/statements/statement-types';
export * from './components/statements/statement-upload';
export * from './components/statements/statement-report';
export * from './components/statements/unmatched-queue';
export { useStatementsT, uiStatementsStrings } from './i18n/ui-statements-strings';
