import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, millis } from './columns';

/** Messages of the public contact form; admins read them in their inbox, newest first. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull().default(''),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    readAt: millis('read_at'),
    // Milliseconds, as a JavaScript Date holds them: the inbox's page cursor carries the exact value.
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_newest_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
