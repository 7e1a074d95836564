/** JazzCash's hosted checkout: the rail, its signed notices, the status-inquiry sweep. */
export { jazzCashRoutes } from './jazzcash.routes';
export { jazzCashRail, type JazzCashSettings } from './jazzcash.rail';
export { jazzCashInquiry, type Inquire } from './jazzcash-inquiry';
export { createJazzCashSweep, type JazzCashSweep } from './jazzcash.sweep';
