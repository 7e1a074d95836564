import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, millis } from './columns';

/**
 * Reports, deactivations for cause and appeals (docs/decisions/033-enforcement.md). Reasons are
 * stored as codes, so each reader's language words them.
 */

type Party = 'freelancer' | 'company';

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterType: text('reporter_type').$type<Party>().notNull(),
    reporterId: uuid('reporter_id').notNull(),
    targetType: text('target_type').$type<'job' | 'message' | Party>().notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    body: text('body').notNull(),
    // open until an admin acts: actioned (hidden, or its owner deactivated) or dismissed.
    status: text('status').$type<'open' | 'actioned' | 'dismissed'>().notNull().default('open'),
    resolvedBy: uuid('resolved_by'),
    resolvedAt: millis('resolved_at'),
    note: text('note'),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [
    // One open report per reporter and target: a second is answered kindly, not stored.
    uniqueIndex('reports_one_open_idx')
      .on(table.reporterType, table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('reports_open_target_idx')
      .on(table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    check('reports_status_check', sql`${table.status} in ('open', 'actioned', 'dismissed')`),
    check(
      'reports_target_type_check',
      sql`${table.targetType} in ('job', 'message', 'freelancer', 'company')`,
    ),
    check('reports_reporter_type_check', sql`${table.reporterType} in ('freelancer', 'company')`),
  ],
);

/** An account deactivated for cause: why, in the words its holder reads; lifted on reinstating. */
export const deactivations = pgTable(
  'deactivations',
  {
    id: id(),
    accountType: text('account_type').$type<Party>().notNull(),
    accountId: uuid('account_id').notNull(),
    reason: text('reason').notNull(),
    body: text('body').notNull(),
    adminId: uuid('admin_id').notNull(),
    createdAt: millis('created_at').notNull().defaultNow(),
    liftedAt: millis('lifted_at'),
  },
  (table) => [
    uniqueIndex('deactivations_current_idx')
      .on(table.accountType, table.accountId)
      .where(sql`${table.liftedAt} is null`),
    check(
      'deactivations_account_type_check',
      sql`${table.accountType} in ('freelancer', 'company')`,
    ),
  ],
);

/** The holder's one appeal of a deactivation: the unique key is what makes it one. */
export const appeals = pgTable(
  'appeals',
  {
    id: id(),
    deactivationId: uuid('deactivation_id')
      .notNull()
      .unique('appeals_deactivation_unique')
      .references(() => deactivations.id),
    body: text('body').notNull(),
    requestKey: text('request_key').notNull(),
    status: text('status')
      .$type<'pending' | 'reinstated' | 'upheld'>()
      .notNull()
      .default('pending'),
    reply: text('reply'),
    decidedBy: uuid('decided_by'),
    decidedAt: millis('decided_at'),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('appeals_status_check', sql`${table.status} in ('pending', 'reinstated', 'upheld')`),
    index('appeals_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
