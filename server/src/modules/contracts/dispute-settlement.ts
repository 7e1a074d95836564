import type { DealParty } from '@kaamyaab/shared-api/contract';
import type { Transaction } from '../../db/database';
import { companyBalanceAccount, escrowAccount, postTransaction } from '../ledger';
import type { Told } from '../notifications';
import { moveMilestone, type ContractRow, type MilestoneRow } from './milestone-moves.repository';
import { heldFor, postRelease, tellReleased } from './work.service';

/**
 * The money of a settled dispute (docs/decisions/031-disputes.md): the freelancer's part is a
 * release (its fee, withheld tax and invoices as any release), the rest a refund to the company's
 * balance, each under a key naming the dispute, so a settlement retried or raced moves money once.
 * The milestone ends released when the freelancer got anything, refunded otherwise. The caller
 * holds the milestone's lock and has checked `freelancerPaisa` against what is held.
 */
export async function settleDisputedMilestone(
  tx: Transaction,
  contract: ContractRow,
  milestone: MilestoneRow,
  settlement: {
    disputeId: string;
    freelancerPaisa: number;
    by: DealParty | 'admin' | 'system';
    actorId: string | null;
  },
): Promise<{ heldPaisa: number; told: Told | null }> {
  const held = await heldFor(tx, contract, milestone.id);
  const toFreelancer = settlement.freelancerPaisa;
  const toCompany = held - toFreelancer;
  await moveMilestone(tx, milestone.id, toFreelancer > 0 ? 'settleReleased' : 'settleRefunded', {
    releaseDueAt: null,
  });
  const who = { actorType: settlement.by, actorId: settlement.actorId, requestKey: null };
  let told: Told | null = null;
  if (toFreelancer > 0) {
    const key = `dispute:${settlement.disputeId}:release`;
    const earned = await postRelease(tx, contract, milestone, toFreelancer, {
      ...who,
      idempotencyKey: key,
      kind: 'disputeRelease',
    });
    told = await tellReleased(tx, contract, milestone, key, earned);
  }
  if (toCompany > 0)
    await postTransaction(tx, {
      ...who,
      idempotencyKey: `dispute:${settlement.disputeId}:refund`,
      kind: 'refund',
      contractId: contract.id,
      milestoneId: milestone.id,
      lines: [
        {
          account: escrowAccount(contract.id, milestone.id),
          amount: -toCompany,
          partyId: contract.companyId,
        },
        {
          account: companyBalanceAccount(contract.companyId),
          amount: toCompany,
          partyId: contract.companyId,
        },
      ],
    });
  return { heldPaisa: held, told };
}
