import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, millis } from './columns';
import type { PrincipalType } from './sessions';

/** What a person is told in the app; the payload holds what the bell shows (decision 015). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientType: text('recipient_type').$type<PrincipalType>().notNull(),
    recipientId: uuid('recipient_id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, string | number>>().notNull(),
    readAt: millis('read_at'),
    // Milliseconds, as a JavaScript Date holds them: a page's cursor carries the exact value.
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('notifications_recipient_idx').on(
      table.recipientType,
      table.recipientId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('notifications_unread_idx')
      .on(table.recipientType, table.recipientId)
      .where(sql`${table.readAt} is null`),
    // The retention sweep's range of read notifications (modules/notifications/retention.ts).
    index('notifications_read_idx')
      .on(table.readAt)
      .where(sql`${table.readAt} is not null`),
    check(
      'notifications_recipient_type_check',
      sql`${table.recipientType} in ('freelancer', 'company', 'admin')`,
    ),
  ],
);

/**
 * Emails written in the transaction of the event they tell of, delivered later by the worker
 * (modules/notifications/outbox-worker.ts). The idempotency key makes a repeated event one email.
 * An email is sent, or given up (failed: refused for good, or out of tries), or still due; an
 * admin may put a failed one back in the queue.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    idempotencyKey: text('idempotency_key').notNull().unique('email_outbox_idempotency_unique'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: millis('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: millis('sent_at'),
    failedAt: millis('failed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    // The retention sweep's range of sent emails.
    index('email_outbox_sent_idx')
      .on(table.sentAt)
      .where(sql`${table.sentAt} is not null`),
    // The admins' list of failed emails, newest first.
    index('email_outbox_failed_idx')
      .on(table.failedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.failedAt} is not null`),
    check(
      'email_outbox_sent_or_failed_check',
      sql`${table.sentAt} is null or ${table.failedAt} is null`,
    ),
  ],
);
