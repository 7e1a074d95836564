/** Each party's money as the ledger holds it: summary, statement, CSV, a contract's lines. */
export { moneyRoutes } from './money.routes';
// Pakistan's calendar for the invoices' dates and years (decision 029).
export { karachiDateTime, karachiMonthStart } from './karachi-time';
