import { and, eq, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ContractEventKind,
  ContractStatus,
  DealParty,
  MilestoneDraft,
  MilestoneKind,
  MilestoneStatus,
  PayInFlag,
  PayInRail,
  PayInStatus,
} from '@kaamyaab/shared-api/contract';
import { companies, freelancers } from './accounts';
import { files } from './files';
import { applications, jobs } from './jobs';
import { id, millis, money } from './columns';

/**
 * A deal from its first offer on (docs/decisions/028-contracts-and-escrow.md): one per accepted
 * application. Money rows refer to it, so neither it nor its parties are ever deleted with a
 * cascade: an account that closes keeps its contracts for the record.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .unique()
      .references(() => applications.id),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => freelancers.id),
    status: text('status').$type<ContractStatus>().notNull().default('offered'),
    awaiting: text('awaiting').$type<DealParty>(),
    /** The platform's fee when the first offer was sent: a later change of configuration keeps it. */
    feeBps: integer('fee_bps').notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: millis('created_at').notNull().defaultNow(),
    /** Latest activity, for the lists' order. */
    updatedAt: millis('updated_at').notNull().defaultNow(),
    acceptedAt: millis('accepted_at'),
    endedAt: millis('ended_at'),
    endedBy: text('ended_by').$type<DealParty>(),
    endReason: text('end_reason'),
  },
  (table) => [
    check(
      'contracts_status_check',
      sql`${table.status} in ('offered', 'declined', 'active', 'ended')`,
    ),
    check('contracts_fee_check', sql`${table.feeBps} between 0 and 5000`),
    index('contracts_company_idx').on(table.companyId, table.updatedAt.desc(), table.id.desc()),
    index('contracts_freelancer_idx').on(
      table.freelancerId,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    index('contracts_updated_idx').on(table.updatedAt.desc(), table.id.desc()),
  ],
);

/** Every version of the terms, kept: the accepted one is the contract. */
export const contractVersions = pgTable(
  'contract_versions',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    version: integer('version').notNull(),
    proposedBy: text('proposed_by').$type<DealParty>().notNull(),
    title: text('title').notNull(),
    scope: text('scope').notNull(),
    milestones: jsonb('milestones').$type<MilestoneDraft[]>().notNull(),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.version] })],
);

/** Joined on this, `contract_versions` gives a contract's current terms (its title, its milestones). */
export const currentTermsOf = and(
  eq(contractVersions.contractId, contracts.id),
  eq(contractVersions.version, contracts.currentVersion),
);

/**
 * The pieces of an active contract, made from the accepted version (and from milestones both
 * parties agreed to add, and bonuses). Its money is not here: the ledger holds it.
 */
export const milestones = pgTable(
  'milestones',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    position: integer('position').notNull(),
    kind: text('kind').$type<MilestoneKind>().notNull().default('work'),
    title: text('title').notNull(),
    amount: money('amount').notNull(),
    dueDate: text('due_date'),
    status: text('status').$type<MilestoneStatus>().notNull(),
    /** Who proposed a milestone added after the contract began (null for the agreed ones). */
    proposedBy: text('proposed_by').$type<DealParty>(),
    changesReason: text('changes_reason'),
    /** Set at each submission, cleared when changes are asked: the automatic release's clock. */
    submittedAt: millis('submitted_at'),
    releaseDueAt: millis('release_due_at'),
    /** How many of the release reminders (days 3 and 6 by default) were sent for this submission. */
    remindersSent: integer('reminders_sent').notNull().default(0),
    /** The idempotency key of the request that added it (bonuses): a retry finds this row. */
    requestKey: text('request_key'),
    createdAt: millis('created_at').notNull().defaultNow(),
    updatedAt: millis('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('milestones_position_unique').on(table.contractId, table.position),
    uniqueIndex('milestones_request_key_unique').on(table.contractId, table.requestKey),
    check('milestones_amount_check', sql`${table.amount} > 0`),
    check('milestones_kind_check', sql`${table.kind} in ('work', 'bonus')`),
    check(
      'milestones_status_check',
      sql`${table.status} in ('proposed', 'rejected', 'unfunded', 'awaitingConfirmation', 'funded', 'submitted', 'changesRequested', 'released', 'refunded', 'cancelled', 'disputed')`,
    ),
    // The scheduler's sweep: submitted milestones by when they fall due.
    index('milestones_release_due_idx')
      .on(table.releaseDueAt)
      .where(sql`${table.status} = 'submitted'`),
  ],
);

/** Each delivery of work on a milestone: a note and its files. */
export const submissions = pgTable(
  'milestone_submissions',
  {
    id: id(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id),
    note: text('note').notNull(),
    fileIds: uuid('file_ids').array().notNull(),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [index('milestone_submissions_milestone_idx').on(table.milestoneId, table.createdAt)],
);

/** The contract room's timeline: every event, only ever added. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    milestoneId: uuid('milestone_id'),
    kind: text('kind').$type<ContractEventKind>().notNull(),
    by: text('by').$type<DealParty | 'admin' | 'system'>().notNull(),
    actorId: uuid('actor_id'),
    amount: money('amount'),
    note: text('note'),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [index('contract_events_contract_idx').on(table.contractId, table.createdAt)],
);

/**
 * One attempt to pay a milestone into escrow through a rail. `reference` is unique and shown
 * before the company pays; `transactionId` and the proof's hash are compared with earlier pay-ins
 * so a receipt used twice is flagged for the admin.
 */
export const payIns = pgTable(
  'pay_ins',
  {
    id: id(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    rail: text('rail').$type<PayInRail>().notNull(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull().unique(),
    status: text('status').$type<PayInStatus>().notNull().default('awaitingPayment'),
    /** The key of the request that started it, so a retried start answers the same pay-in. */
    requestKey: text('request_key').notNull(),
    transactionId: text('transaction_id'),
    proofFileId: uuid('proof_file_id').references(() => files.id),
    /** SHA-256 of the proof's bytes: the same receipt sent again is recognised. */
    proofSha256: text('proof_sha256'),
    flags: text('flags')
      .array()
      .$type<PayInFlag[]>()
      .notNull()
      .default(sql`'{}'`),
    refusedReason: text('refused_reason'),
    decidedBy: uuid('decided_by'),
    createdAt: millis('created_at').notNull().defaultNow(),
    proofAt: millis('proof_at'),
    decidedAt: millis('decided_at'),
  },
  (table) => [
    check('pay_ins_amount_check', sql`${table.amount} > 0`),
    check(
      'pay_ins_status_check',
      sql`${table.status} in ('awaitingPayment', 'awaitingConfirmation', 'confirmed', 'refused', 'credited')`,
    ),
    index('pay_ins_milestone_idx').on(table.milestoneId, table.createdAt),
    index('pay_ins_status_idx').on(table.status, table.proofAt, table.id),
    index('pay_ins_transaction_idx').on(table.transactionId),
    index('pay_ins_proof_idx').on(table.proofSha256),
    // One open pay-in per milestone: a second start answers the first.
    uniqueIndex('pay_ins_open_unique')
      .on(table.milestoneId)
      .where(sql`${table.status} in ('awaitingPayment', 'awaitingConfirmation')`),
  ],
);
