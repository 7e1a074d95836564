import type { PayInsContext } from '../pay-ins';

/** The statements' services settle pay-ins, so they need what the pay-ins' services need. */
export type StatementsContext = PayInsContext;
