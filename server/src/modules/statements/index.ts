/** Reconciling the partner bank's statement with pay-ins (docs/decisions/029-paying-in-and-out.md). */
export { statementsRoutes } from './statements.routes';
export { unmatchedLines } from './statements.repository';
