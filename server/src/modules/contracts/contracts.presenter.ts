import type { ContractDto, ContractSummaryDto, MilestoneDto } from '@kaamyaab/shared-api/contract';
import type { KeysetPage } from '../../lib/keyset-page';
import type { ContractRoomRows, ContractSummaryRow } from './contracts.repository';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The contract room: every version, every milestone with its money, the timeline. */
export function presentContract(room: ContractRoomRows): ContractDto {
  const { contract, parties } = room;
  const noMoney = { escrow: 0, released: 0, refunded: 0 };
  const milestones: MilestoneDto[] = room.milestones.map((row) => {
    const money = room.money.get(row.id) ?? noMoney;
    return {
      id: row.id,
      position: row.position,
      kind: row.kind,
      title: row.title,
      amountPaisa: row.amount,
      dueDate: row.dueDate,
      status: row.status,
      proposedBy: row.proposedBy,
      escrowPaisa: money.escrow,
      releasedPaisa: money.released,
      releaseDueAt: row.status === 'submitted' ? iso(row.releaseDueAt) : null,
      changesReason: row.changesReason,
      submissions: room.submissions
        .filter((submission) => submission.milestoneId === row.id)
        .map((submission) => ({
          id: submission.id,
          note: submission.note,
          files: submission.fileIds.map((id) => ({
            id,
            contentType: room.fileFacts.get(id)?.contentType ?? 'application/octet-stream',
            byteSize: room.fileFacts.get(id)?.byteSize ?? 0,
          })),
          createdAt: submission.createdAt.toISOString(),
        })),
    };
  });
  const all = [...room.money.values()];
  return {
    id: contract.id,
    applicationId: contract.applicationId,
    jobId: contract.jobId,
    jobTitle: parties.jobTitle,
    company: { id: contract.companyId, name: parties.companyName },
    freelancer: { id: contract.freelancerId, name: parties.freelancerName },
    status: contract.status,
    awaiting: contract.status === 'offered' ? contract.awaiting : null,
    feeBps: contract.feeBps,
    currentVersion: contract.currentVersion,
    versions: room.versions.map((version) => ({
      version: version.version,
      proposedBy: version.proposedBy,
      title: version.title,
      scope: version.scope,
      milestones: version.milestones.map(({ title, amountPaisa, dueDate }) => ({
        title,
        amountPaisa,
        dueDate,
      })),
      totalPaisa: sum(version.milestones.map((milestone) => milestone.amountPaisa)),
      createdAt: version.createdAt.toISOString(),
    })),
    milestones,
    events: room.events.map((event) => ({
      id: event.id,
      kind: event.kind,
      by: event.by,
      milestoneId: event.milestoneId,
      amountPaisa: event.amount,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
    escrowPaisa: sum(all.map((money) => money.escrow)),
    releasedPaisa: sum(all.map((money) => money.released)),
    refundedPaisa: sum(all.map((money) => money.refunded)),
    createdAt: contract.createdAt.toISOString(),
    acceptedAt: iso(contract.acceptedAt),
    endedAt: iso(contract.endedAt),
    endedBy: contract.endedBy,
    endReason: contract.endReason,
  };
}

/** One line of a contracts list: an offer's total is its version's, a contract's its milestones'. */
export function presentContractSummary(row: ContractSummaryRow): ContractSummaryDto {
  const { contract } = row;
  const offer = contract.status === 'offered' || contract.status === 'declined';
  return {
    id: contract.id,
    title: row.title,
    jobTitle: row.jobTitle,
    company: { id: contract.companyId, name: row.companyName },
    freelancer: { id: contract.freelancerId, name: row.freelancerName },
    status: contract.status,
    awaiting: contract.status === 'offered' ? contract.awaiting : null,
    totalPaisa: offer ? row.versionTotal : row.milestonesTotal,
    escrowPaisa: row.escrow,
    updatedAt: contract.updatedAt.toISOString(),
  };
}

export function presentContractsPage({ rows, limit, nextCursor }: KeysetPage<ContractSummaryRow>): {
  contracts: ContractSummaryDto[];
  limit: number;
  nextCursor: string | null;
} {
  return { contracts: rows.map(presentContractSummary), limit, nextCursor };
}
