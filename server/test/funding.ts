import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/database';
import { lockMilestone, moveMilestone } from '../src/modules/contracts';
import { escrowAccount, incomingAccount, postTransaction } from '../src/modules/ledger';

/**
 * Funds a milestone as an admin's confirmation of a bank transfer does (the pay-ins module's
 * confirm): the milestone moves to `funded` and its amount goes from the outside world into its
 * escrow, in one transaction. Tests use it to reach the money without the pay-in pages.
 */
export async function fundMilestone(db: Database, milestoneId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { contract } = await lockMilestone(tx, milestoneId);
    const milestone = await moveMilestone(tx, milestoneId, 'confirmPayIn');
    const payInId = randomUUID();
    await postTransaction(tx, {
      idempotencyKey: `payIn:${payInId}`,
      kind: 'payInConfirmed',
      actorType: 'admin',
      contractId: milestone.contractId,
      milestoneId,
      lines: [
        { account: incomingAccount('bankTransfer'), amount: -milestone.amount, partyId: null },
        {
          account: escrowAccount(milestone.contractId, milestoneId),
          amount: milestone.amount,
          partyId: contract.companyId,
        },
      ],
    });
  });
}
