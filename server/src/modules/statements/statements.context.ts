import type { PayInsContext } from '../pay-ins/pay-ins.context';

/** The statements' services settle pay-ins, so they need what the pay-ins' services need. */
export type StatementsContext = PayInsContext;
