import type { Database } from '../../db/database';
import { notify, type Told } from './notify';

/**
 * A pay-in an admin decided (docs/decisions/028-contracts-and-escrow.md), told in the decision's
 * transaction. Confirmed: both parties, since the freelancer may now start the work; refused:
 * the company, which has to pay or send its receipt again.
 */
export interface DecidedPayIn {
  payInId: string;
  contractId: string;
  companyId: string;
  freelancerId: string;
  milestoneTitle: string;
  amountPaisa: number;
}

export async function payInConfirmed(tx: Database, payIn: DecidedPayIn): Promise<Told[]> {
  const facts = {
    contractId: payIn.contractId,
    milestoneTitle: payIn.milestoneTitle,
    amountPaisa: payIn.amountPaisa,
  };
  const told: Told[] = [];
  for (const recipient of [
    { type: 'company', id: payIn.companyId },
    { type: 'freelancer', id: payIn.freelancerId },
  ] as const) {
    const one = await notify(tx, {
      recipient,
      kind: 'payInConfirmed',
      facts,
      eventKey: `payInConfirmed:${payIn.payInId}:${recipient.type}`,
    });
    if (one) told.push(one);
  }
  return told;
}

export async function payInRefused(
  tx: Database,
  payIn: DecidedPayIn & { reason: string },
): Promise<Told | null> {
  return notify(tx, {
    recipient: { type: 'company', id: payIn.companyId },
    kind: 'payInRefused',
    facts: {
      contractId: payIn.contractId,
      milestoneTitle: payIn.milestoneTitle,
      amountPaisa: payIn.amountPaisa,
      reason: payIn.reason,
    },
    eventKey: `payInRefused:${payIn.payInId}`,
  });
}
