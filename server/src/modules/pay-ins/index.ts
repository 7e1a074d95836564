/** Paying milestones into escrow through a rail (the bank transfer first), and the admin's queue. */
export { payInsRoutes } from './pay-ins.routes';
export type { PayInRail, PayInEvidence, PayInInstructions, Rails } from './pay-in-rail';
// For the statements module: a matched statement line settles its pay-in the one way.
export { settlePayIn, type Arrival, type Settlement } from './settle-pay-in';
export { railsOf } from './bank-transfer.rail';
export type { PayInsContext } from './pay-ins.context';
export { waitingPayIns } from './pay-ins.repository';
export {
  createJazzCashSweep,
  jazzCashInquiry,
  jazzCashRoutes,
  type JazzCashSweep,
} from './jazzcash';
