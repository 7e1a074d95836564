/** Each party's money as the ledger holds it: summary, statement, CSV, a contract's lines. */
export { moneyRoutes } from './money.routes';
