import type { DisputeDto, DisputeEvidenceDto } from '@kaamyaab/shared-api/contract';
import type { DisputeViewRow, EvidenceViewRow } from './disputes.repository';

/** Disputes as the API answers them: both sides' statements, amounts, evidence and outcome. */

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function presentEvidence({
  evidence,
  contentType,
  messageBody,
  submissionNote,
}: EvidenceViewRow): DisputeEvidenceDto {
  const refId = evidence.fileId ?? evidence.messageId ?? evidence.submissionId ?? '';
  const text =
    evidence.kind === 'file'
      ? (contentType ?? '')
      : evidence.kind === 'message'
        ? (messageBody ?? '')
        : (submissionNote ?? '');
  return {
    id: evidence.id,
    side: evidence.side,
    kind: evidence.kind,
    refId,
    text,
    createdAt: evidence.createdAt.toISOString(),
  };
}

export function presentDispute(view: DisputeViewRow, evidence: EvidenceViewRow[]): DisputeDto {
  const { dispute } = view;
  return {
    id: dispute.id,
    contractId: dispute.contractId,
    contractTitle: view.contractTitle,
    milestoneId: dispute.milestoneId,
    milestoneTitle: view.milestoneTitle,
    company: { id: view.companyId, name: view.companyName },
    freelancer: { id: view.freelancerId, name: view.freelancerName },
    status: dispute.status,
    openedBy: dispute.openedBy,
    openedAt: dispute.openedAt.toISOString(),
    escrowPaisa: dispute.escrowAmount,
    statement: dispute.statement,
    amountPaisa: dispute.amount,
    answerDueAt: dispute.answerDueAt.toISOString(),
    answer:
      dispute.answer !== null && dispute.answerAmount !== null && dispute.answeredAt
        ? {
            statement: dispute.answer,
            amountPaisa: dispute.answerAmount,
            at: dispute.answeredAt.toISOString(),
          }
        : null,
    outcome:
      dispute.resolution && dispute.freelancerAmount !== null
        ? {
            how: dispute.resolution,
            freelancerPaisa: dispute.freelancerAmount,
            companyPaisa: dispute.escrowAmount - dispute.freelancerAmount,
            reasonCode: dispute.reasonCode,
            reasonEn: dispute.reasonEn,
            reasonUr: dispute.reasonUr,
            at: iso(dispute.resolvedAt) ?? '',
          }
        : null,
    evidence: evidence.filter((row) => row.evidence.disputeId === dispute.id).map(presentEvidence),
  };
}

export const presentDisputes = (views: DisputeViewRow[], evidence: EvidenceViewRow[]) =>
  views.map((view) => presentDispute(view, evidence));
