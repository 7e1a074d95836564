import type { DealParty } from '@kaamyaab/shared-api/contract';
import type { Transaction } from '../../db/database';
import { dealNotice, type DealNoticeKind, type Told } from '../notifications';
import { contractParties } from './contracts.repository';
import type { ContractRow } from './milestone-moves.repository';

/**
 * Tells one party of a contract what the other did (or what the platform did for it), in the
 * step's transaction: the sender's name, the contract's title and the step's own facts.
 */
export async function tellParty(
  tx: Transaction,
  contract: ContractRow,
  to: DealParty,
  notice: { kind: DealNoticeKind; eventKey: string; facts: Record<string, string | number> },
): Promise<Told | null> {
  const names = await contractParties(tx, contract);
  return dealNotice(tx, {
    kind: notice.kind,
    recipient: { type: to, id: to === 'company' ? contract.companyId : contract.freelancerId },
    eventKey: notice.eventKey,
    facts: {
      contractId: contract.id,
      title: names.jobTitle,
      senderName: to === 'company' ? names.freelancerName : names.companyName,
      ...notice.facts,
    },
  });
}
