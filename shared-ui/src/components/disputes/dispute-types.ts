/**
 * The shapes the dispute views read, written structurally (shared-ui knows no API): the
 * contract's DisputeDto and ContractDisputesDto fit them as they are.
 */
export type DisputeSide = 'company' | 'freelancer';
export type DisputeStatusName = 'awaitingAnswer' | 'awaitingDecision' | 'resolved';
export type DisputeReasonName =
  'workNotDelivered' | 'workIncomplete' | 'workAsAgreed' | 'scopeChanged' | 'sharedFault' | 'other';

export const disputeReasonNames: readonly DisputeReasonName[] = [
  'workNotDelivered',
  'workIncomplete',
  'workAsAgreed',
  'scopeChanged',
  'sharedFault',
  'other',
];

export interface DisputeView {
  id: string;
  milestoneId: string;
  milestoneTitle: string;
  contractTitle: string;
  company: { name: string };
  freelancer: { name: string };
  status: DisputeStatusName;
  openedBy: DisputeSide;
  openedAt: string;
  escrowPaisa: number;
  statement: string;
  amountPaisa: number;
  answerDueAt: string;
  answer: { statement: string; amountPaisa: number; at: string } | null;
  outcome: {
    how: 'accepted' | 'noAnswer' | 'admin';
    freelancerPaisa: number;
    companyPaisa: number;
    reasonCode: DisputeReasonName | null;
    reasonEn: string | null;
    reasonUr: string | null;
  } | null;
  evidence: {
    id: string;
    side: DisputeSide;
    kind: 'file' | 'message' | 'submission';
    refId: string;
    text: string;
  }[];
}

/** A milestone of the room as the open form needs it. */
export interface DisputableMilestone {
  id: string;
  title: string;
  status: string;
  submissions: { id: string; note: string; createdAt: string }[];
}

export interface DisputeFormFields {
  statement: string;
  amountRupees: string;
  submissionIds: string[];
}

/** What a view hands back: null when done, else the sentence to show. */
export type DisputeOutcome = Promise<string | null>;
