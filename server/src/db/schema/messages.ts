import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, millis } from './columns';
import { applications } from './jobs';

/**
 * A conversation is an application: its two parties are the job's company and the applicant, so
 * no separate membership can drift from who may write (decision 015).
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    // The order of a conversation: two messages in one millisecond still have their order.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').$type<'freelancer' | 'company'>().notNull(),
    senderId: uuid('sender_id').notNull(),
    body: text('body').notNull(),
    // Set when the other party opens the conversation: the unread counts are the nulls.
    readAt: millis('read_at'),
    // Hidden by an admin (docs/decisions/033-enforcement.md): the body stays for admins, the
    // parties read the reason's code in its place.
    hiddenReason: text('hidden_reason'),
    hiddenAt: millis('hidden_at'),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('messages_application_idx').on(table.applicationId, table.seq.desc().nullsFirst()),
    check('messages_sender_type_check', sql`${table.senderType} in ('freelancer', 'company')`),
  ],
);
