/**
 * The contract's sentences in Urdu, apart from the contract: the server answers with them, and the
 * web app fetches them the first time Urdu is shown, so no English reader downloads them.
 */
export * from './translate';
export { describeNotificationIn } from './notifications';
export { statementProblemsInUrdu } from './statements';
