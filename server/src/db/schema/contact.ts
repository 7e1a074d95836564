import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull().default(''),
  forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  createdAt: createdAt(),
});
