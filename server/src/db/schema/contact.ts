import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

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
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    // Milliseconds, as a JavaScript Date holds them: the inbox's page cursor carries the exact value.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_newest_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
