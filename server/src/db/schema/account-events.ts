import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, millis } from './columns';
import type { PrincipalType } from './sessions';

/**
 * The audit trail of the accounts' review: who (an admin, or the owner for a correction) did
 * what to whom, from which state to which, and when. Rows are only ever added; an action and its
 * entry are written in one transaction, so two admins acting at once leave both entries.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: id(),
    actorType: text('actor_type').$type<PrincipalType>().notNull(),
    actorId: uuid('actor_id').notNull(),
    subjectType: text('subject_type').$type<'freelancer' | 'company'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    detail: jsonb('detail').$type<Record<string, string>>(),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('account_events_subject_idx').on(
      table.subjectType,
      table.subjectId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check(
      'account_events_actor_type_check',
      sql`${table.actorType} in ('freelancer', 'company', 'admin')`,
    ),
    check(
      'account_events_subject_type_check',
      sql`${table.subjectType} in ('freelancer', 'company')`,
    ),
  ],
);
