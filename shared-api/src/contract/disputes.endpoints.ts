import * as z from 'zod/mini';
import { ContractIdParams, MilestoneIdParams } from './deals';
import {
  AcceptDisputeBody,
  ContractDisputesDto,
  DecideDisputeBody,
  DisputeDto,
  DisputeIdParams,
  DisputesPage,
  DisputeStatementBody,
  ListDisputesQuery,
  OpenDisputeBody,
} from './disputes';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { onFirstUse } from './on-first-use';

/**
 * Disputes (docs/decisions/031-disputes.md): the parties open, answer, add evidence and accept
 * in the contract room; admins list them and decide a split. No dispute costs a fee.
 */

const parties = ['company', 'freelancer'] as const;
const disputeAnswer = onFirstUse(() => envelope(z.object({ dispute: DisputeDto })));
const disputeRefusals = ['disputeNotFound', 'notContractParty', 'disputeResolved'] as const;

export const contractDisputes = endpoint({
  operationId: 'contractDisputes',
  method: 'GET',
  path: '/contracts/:contractId/disputes',
  tag: 'disputes',
  summary: "A contract's disputes, newest first, with both sides' statements and evidence",
  who: parties,
  approved: true,
  params: ContractIdParams,
  status: 200,
  answer: onFirstUse(() => envelope(ContractDisputesDto)),
  errors: ['contractNotFound', 'notContractParty'],
});

export const openDispute = endpoint({
  operationId: 'openDispute',
  method: 'POST',
  path: '/milestones/:milestoneId/disputes',
  tag: 'disputes',
  summary: 'Dispute a submitted or sent-back milestone: the automatic release stops',
  who: parties,
  approved: true,
  params: MilestoneIdParams,
  body: OpenDisputeBody,
  status: 201,
  answer: disputeAnswer,
  errors: [
    'milestoneNotFound',
    'notContractParty',
    'contractNotActive',
    'illegalMove',
    'disputeAmountAboveEscrow',
    'disputeEvidenceNotFound',
    'idempotencyReused',
  ],
});

export const answerDispute = endpoint({
  operationId: 'answerDispute',
  method: 'POST',
  path: '/disputes/:disputeId/answer',
  tag: 'disputes',
  summary: "The other party's statement and amount, before the deadline",
  who: parties,
  approved: true,
  params: DisputeIdParams,
  body: DisputeStatementBody,
  status: 200,
  answer: disputeAnswer,
  errors: [
    ...disputeRefusals,
    'disputeNotYours',
    'disputeAnswered',
    'disputeAnswerLate',
    'disputeAmountAboveEscrow',
    'disputeEvidenceNotFound',
  ],
});

export const acceptDispute = endpoint({
  operationId: 'acceptDispute',
  method: 'POST',
  path: '/disputes/:disputeId/accept',
  tag: 'disputes',
  summary: "Accept the other side's amount: the dispute is settled and the money moves",
  who: parties,
  approved: true,
  params: DisputeIdParams,
  body: AcceptDisputeBody,
  status: 200,
  answer: disputeAnswer,
  errors: [...disputeRefusals, 'disputeNothingToAccept'],
});

export const addDisputeEvidence = endpoint({
  operationId: 'addDisputeEvidence',
  method: 'POST',
  path: '/disputes/:disputeId/evidence',
  tag: 'disputes',
  summary: 'Add files (images or PDFs) to a dispute that is not yet resolved',
  who: parties,
  approved: true,
  params: DisputeIdParams,
  files: ['files'],
  status: 200,
  answer: disputeAnswer,
  errors: [...disputeRefusals, 'submissionEmpty', 'workWrongType', 'fileTooLarge', 'tooManyParts'],
});

export const adminDisputes = endpoint({
  operationId: 'adminDisputes',
  method: 'GET',
  path: '/admin/disputes',
  tag: 'disputes',
  summary: 'Disputes by status, oldest first (admins)',
  who: ['admin'],
  query: ListDisputesQuery,
  status: 200,
  answer: onFirstUse(() => envelope(DisputesPage)),
  errors: ['badCursor'],
});

export const adminDispute = endpoint({
  operationId: 'adminDispute',
  method: 'GET',
  path: '/admin/disputes/:disputeId',
  tag: 'disputes',
  summary: 'One dispute with both sides, their evidence and amounts (admins)',
  who: ['admin'],
  params: DisputeIdParams,
  status: 200,
  answer: disputeAnswer,
  errors: ['disputeNotFound'],
});

export const decideDispute = endpoint({
  operationId: 'decideDispute',
  method: 'POST',
  path: '/admin/disputes/:disputeId/decide',
  tag: 'disputes',
  summary: "Split the milestone's escrow: the amount to the freelancer, the rest refunded (admins)",
  who: ['admin'],
  params: DisputeIdParams,
  body: DecideDisputeBody,
  status: 200,
  answer: disputeAnswer,
  errors: [
    'disputeNotFound',
    'disputeResolved',
    'disputeAwaitsAnswer',
    'disputeAmountAboveEscrow',
    'idempotencyReused',
  ],
});

export const disputeEndpoints = [
  contractDisputes,
  openDispute,
  answerDispute,
  acceptDispute,
  addDisputeEvidence,
  adminDisputes,
  adminDispute,
  decideDispute,
] as const;
