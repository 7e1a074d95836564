/** Paying milestones into escrow through a rail (the bank transfer first), and the admin's queue. */
export { payInsRoutes } from './pay-ins.routes';
export type { PayInRail, PayInEvidence, PayInInstructions, Rails } from './pay-in-rail';
export { waitingPayIns } from './pay-ins.repository';
