import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  DealParty,
  DisputeReasonCode,
  DisputeResolution,
  DisputeStatus,
} from '@kaamyaab/shared-api/contract';
import { id, millis, money } from './columns';
import { contracts, milestones } from './deals';
import { files } from './files';

/**
 * A dispute over one milestone's escrow (docs/decisions/031-disputes.md). The first four columns
 * are what other modules read (a score asks which contracts were disputed); the rest is the
 * disputes module's own. A milestone is disputed at most once: a settlement ends it as released
 * or refunded.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id),
    openedAt: millis('opened_at').notNull().defaultNow(),
    openedBy: text('opened_by').$type<DealParty>().notNull(),
    openerId: uuid('opener_id').notNull(),
    /** The opener's idempotency key: a retried open finds its dispute. */
    requestKey: text('request_key').notNull(),
    status: text('status').$type<DisputeStatus>().notNull().default('awaitingAnswer'),
    /** What the escrow held at the opening: the settlement divides exactly this. */
    escrowAmount: money('escrow_amount').notNull(),
    statement: text('statement').notNull(),
    /** What the opener thinks fair to the freelancer, in paisa. */
    amount: money('amount').notNull(),
    answerDueAt: millis('answer_due_at').notNull(),
    answer: text('answer'),
    answerAmount: money('answer_amount'),
    answeredAt: millis('answered_at'),
    resolution: text('resolution').$type<DisputeResolution>(),
    /** What the settlement paid the freelancer; the rest of `escrow_amount` went back. */
    freelancerAmount: money('freelancer_amount'),
    resolvedAt: millis('resolved_at'),
    /** Who settled it: the accepting party's account or the deciding admin (null: the sweep). */
    resolvedById: uuid('resolved_by_id'),
    resolveRequestKey: text('resolve_request_key'),
    reasonCode: text('reason_code').$type<DisputeReasonCode>(),
    reasonEn: text('reason_en'),
    reasonUr: text('reason_ur'),
  },
  (table) => [
    index('disputes_contract_idx').on(table.contractId),
    uniqueIndex('disputes_milestone_unique').on(table.milestoneId),
    check(
      'disputes_status_check',
      sql`${table.status} in ('awaitingAnswer', 'awaitingDecision', 'resolved')`,
    ),
    check(
      'disputes_amounts_check',
      sql`${table.escrowAmount} > 0 and ${table.amount} between 0 and ${table.escrowAmount} and (${table.answerAmount} is null or ${table.answerAmount} between 0 and ${table.escrowAmount}) and (${table.freelancerAmount} is null or ${table.freelancerAmount} between 0 and ${table.escrowAmount})`,
    ),
    check(
      'disputes_resolved_check',
      sql`(${table.status} = 'resolved') = (${table.resolution} is not null and ${table.freelancerAmount} is not null and ${table.resolvedAt} is not null)`,
    ),
    // The deadline sweep's question: which unanswered disputes fell due.
    index('disputes_answer_due_idx')
      .on(table.answerDueAt)
      .where(sql`${table.status} = 'awaitingAnswer'`),
    index('disputes_status_idx').on(table.status, table.openedAt, table.id),
  ],
);

/**
 * What a side put forward: a file uploaded to the dispute, or a message or a submission of the
 * contract's room named by reference (the room keeps the original).
 */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    id: id(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id),
    side: text('side').$type<DealParty>().notNull(),
    kind: text('kind').$type<'file' | 'message' | 'submission'>().notNull(),
    fileId: uuid('file_id').references(() => files.id),
    messageId: uuid('message_id'),
    submissionId: uuid('submission_id'),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('dispute_evidence_dispute_idx').on(table.disputeId, table.createdAt),
    index('dispute_evidence_file_idx')
      .on(table.fileId)
      .where(sql`${table.fileId} is not null`),
    check(
      'dispute_evidence_kind_check',
      sql`(${table.kind} = 'file' and ${table.fileId} is not null) or (${table.kind} = 'message' and ${table.messageId} is not null) or (${table.kind} = 'submission' and ${table.submissionId} is not null)`,
    ),
  ],
);
