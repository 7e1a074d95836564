import * as z from 'zod/mini';
import { dealParties, idempotencyKey, MAX_MILESTONE_PAISA } from './deals';
import { pageFields } from './paging';
import { onFirstUse } from './on-first-use';

/**
 * Disputes over one milestone's escrow (docs/decisions/031-disputes.md). Either party of a
 * submitted or sent-back milestone opens one with the amount it thinks fair to the freelancer;
 * the other answers with its own by a deadline; either accepts the other's amount, or an admin
 * decides a split. Amounts are whole paisa paid to the freelancer; the rest goes back to the
 * company.
 */

export const DISPUTE_STATEMENT_MIN = 20;
export const DISPUTE_STATEMENT_MAX = 5000;
export const DISPUTE_REASON_MAX = 2000;
/** Messages and submissions named as evidence in one statement, and files added at once. */
export const MAX_DISPUTE_REFERENCES = 20;
export const MAX_DISPUTE_FILES = 5;
export const DISPUTES_PAGE_DEFAULT = 20;
export const DISPUTES_PAGE_MAX = 100;

/**
 * awaitingAnswer: the other party has until `answerDueAt`; awaitingDecision: both gave their
 * amounts and neither accepted the other's, so an admin decides; resolved: the money moved.
 */
export const disputeStatuses = ['awaitingAnswer', 'awaitingDecision', 'resolved'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/** How a dispute ended: one side accepted the other's amount, no answer came, an admin split. */
export const disputeResolutions = ['accepted', 'noAnswer', 'admin'] as const;
export type DisputeResolution = (typeof disputeResolutions)[number];

/** Why an admin decided as it did: the code both parties read in their language, with the text. */
export const disputeReasonCodes = [
  'workNotDelivered',
  'workIncomplete',
  'workAsAgreed',
  'scopeChanged',
  'sharedFault',
  'other',
] as const;
export type DisputeReasonCode = (typeof disputeReasonCodes)[number];

export const disputeMessages = {
  statementRequired: 'Say what went wrong',
  statementTooShort: `Write at least ${DISPUTE_STATEMENT_MIN} characters`,
  statementTooLong: `Write at most ${DISPUTE_STATEMENT_MAX} characters`,
  amountInvalid: 'Enter an amount from Rs 0 up to what the milestone holds',
  tooManyReferences: `Attach at most ${MAX_DISPUTE_REFERENCES} messages and submissions`,
  reasonRequired: 'Write the reason in English and in Urdu',
  reasonTooLong: `A reason must be at most ${DISPUTE_REASON_MAX} characters`,
  reasonCodeInvalid: 'Choose a reason from the list',
} as const;

const statement = onFirstUse(() =>
  z
    .string({ error: disputeMessages.statementRequired })
    .check(
      z.trim(),
      z.minLength(1, disputeMessages.statementRequired),
      z.minLength(DISPUTE_STATEMENT_MIN, disputeMessages.statementTooShort),
      z.maxLength(DISPUTE_STATEMENT_MAX, disputeMessages.statementTooLong),
    ),
);

/** Paisa to the freelancer: 0 (all back to the company) up to the milestone's limit. */
const freelancerAmount = onFirstUse(() =>
  z
    .number({ error: disputeMessages.amountInvalid })
    .check(
      z.int(disputeMessages.amountInvalid),
      z.minimum(0, disputeMessages.amountInvalid),
      z.maximum(MAX_MILESTONE_PAISA, disputeMessages.amountInvalid),
    ),
);

const references = onFirstUse(() =>
  z._default(
    z
      .array(z.uuid(), { error: disputeMessages.tooManyReferences })
      .check(z.maxLength(MAX_DISPUTE_REFERENCES, disputeMessages.tooManyReferences)),
    [],
  ),
);

/** A side's statement: what went wrong (or its answer), its amount, and the room's items named. */
export const DisputeStatementBody = onFirstUse(() =>
  z.object({
    statement,
    amountPaisa: freelancerAmount,
    messageIds: references,
    submissionIds: references,
  }),
);
export type DisputeStatementBody = z.output<typeof DisputeStatementBody>;

export const OpenDisputeBody = onFirstUse(() => z.extend(DisputeStatementBody, { idempotencyKey }));
export type OpenDisputeBody = z.output<typeof OpenDisputeBody>;
export const AcceptDisputeBody = onFirstUse(() => z.object({ idempotencyKey }));

const reasonText = onFirstUse(() =>
  z
    .string({ error: disputeMessages.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, disputeMessages.reasonRequired),
      z.maxLength(DISPUTE_REASON_MAX, disputeMessages.reasonTooLong),
    ),
);

/** An admin's split: what the freelancer gets (the rest is refunded) and why, in both languages. */
export const DecideDisputeBody = onFirstUse(() =>
  z.object({
    idempotencyKey,
    freelancerPaisa: freelancerAmount,
    reasonCode: z.enum(disputeReasonCodes, { error: disputeMessages.reasonCodeInvalid }),
    reasonEn: reasonText,
    reasonUr: reasonText,
  }),
);
export type DecideDisputeBody = z.output<typeof DecideDisputeBody>;

export const DisputeIdParams = onFirstUse(() => z.object({ disputeId: z.uuid() }));
export const ListDisputesQuery = onFirstUse(() =>
  z.object({
    ...pageFields(DISPUTES_PAGE_DEFAULT, DISPUTES_PAGE_MAX),
    status: z._default(z.enum(disputeStatuses), 'awaitingDecision'),
  }),
);

// Answers

const at = onFirstUse(() => z.string()); // ISO 8601 instants
const side = onFirstUse(() => z.enum(dealParties));

export const DisputeEvidenceDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    side,
    kind: z.enum(['file', 'message', 'submission']),
    /** A file's id (read at /files/:id), or the message's or submission's. */
    refId: z.string(),
    /** A message's or a submission's text; a file's type. */
    text: z.string(),
    createdAt: at,
  }),
);
export type DisputeEvidenceDto = z.infer<typeof DisputeEvidenceDto>;

export const DisputeOutcomeDto = onFirstUse(() =>
  z.object({
    how: z.enum(disputeResolutions),
    freelancerPaisa: z.number(),
    companyPaisa: z.number(),
    reasonCode: z.nullable(z.enum(disputeReasonCodes)),
    /** The admin's reason, written in both languages. */
    reasonEn: z.nullable(z.string()),
    reasonUr: z.nullable(z.string()),
    at,
  }),
);

export const DisputeDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    contractId: z.string(),
    contractTitle: z.string(),
    milestoneId: z.string(),
    milestoneTitle: z.string(),
    company: z.object({ id: z.string(), name: z.string() }),
    freelancer: z.object({ id: z.string(), name: z.string() }),
    status: z.enum(disputeStatuses),
    openedBy: side,
    openedAt: at,
    /** What the milestone held when the dispute opened: what the settlement divides. */
    escrowPaisa: z.number(),
    statement: z.string(),
    amountPaisa: z.number(),
    answerDueAt: at,
    answer: z.nullable(z.object({ statement: z.string(), amountPaisa: z.number(), at })),
    outcome: z.nullable(DisputeOutcomeDto),
    evidence: z.array(DisputeEvidenceDto),
  }),
);
export type DisputeDto = z.infer<typeof DisputeDto>;

export const ContractDisputesDto = onFirstUse(() =>
  z.object({
    /** The caller's side; null for an admin. */
    side: z.nullable(side),
    disputes: z.array(DisputeDto),
  }),
);
export type ContractDisputesDto = z.infer<typeof ContractDisputesDto>;

export const DisputesPage = onFirstUse(() =>
  z.object({
    disputes: z.array(DisputeDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);
export type DisputesPage = z.infer<typeof DisputesPage>;
