import type { Database } from '../../db/database';
import { notify, type Told } from './notify';

/**
 * A payout's outcome, told to its freelancer in the transaction that records it
 * (docs/decisions/029-paying-in-and-out.md): paid, with what reached the account, or failed, with
 * the bank's reason and the money back in the earnings. One notice per payout and outcome.
 */
export interface PayoutOutcome {
  payoutId: string;
  freelancerId: string;
  amountPaisa: number;
  netPaisa: number;
  /** The method as the freelancer recognises it: `IBAN PK36****6702`, `JazzCash 030******67`. */
  destination: string;
}

export function payoutPaid(tx: Database, payout: PayoutOutcome): Promise<Told | null> {
  return notify(tx, {
    recipient: { type: 'freelancer', id: payout.freelancerId },
    kind: 'payoutPaid',
    facts: { netPaisa: payout.netPaisa, destination: payout.destination },
    eventKey: `payoutPaid:${payout.payoutId}`,
  });
}

export function payoutFailed(
  tx: Database,
  payout: PayoutOutcome & { reason: string },
): Promise<Told | null> {
  return notify(tx, {
    recipient: { type: 'freelancer', id: payout.freelancerId },
    kind: 'payoutFailed',
    facts: {
      amountPaisa: payout.amountPaisa,
      destination: payout.destination,
      reason: payout.reason,
    },
    eventKey: `payoutFailed:${payout.payoutId}`,
  });
}
