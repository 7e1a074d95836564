import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { ReviewSide } from '@kaamyaab/shared-api/contract';
import { id, millis } from './columns';
import { contracts } from './deals';

/**
 * The time a contract's parties have to review each other (docs/decisions/030-reviews.md): one
 * row per contract that ended with money released, written when the window opens (its notices
 * are sent then). `closes_at` is fixed at opening, so a later change of REVIEW_WINDOW_DAYS does
 * not move a window already told to people. `revealed_at` is set when the second review is
 * written; a window past `closes_at` shows its reviews whether or not the sweep has run.
 */
export const reviewWindows = pgTable(
  'review_windows',
  {
    contractId: uuid('contract_id')
      .primaryKey()
      .references(() => contracts.id),
    companyId: uuid('company_id').notNull(),
    freelancerId: uuid('freelancer_id').notNull(),
    endedAt: millis('ended_at').notNull(),
    closesAt: millis('closes_at').notNull(),
    revealedAt: millis('revealed_at'),
    /** When the parties were told the reviews are shown (by both writing, or by the close). */
    revealToldAt: millis('reveal_told_at'),
  },
  (table) => [
    // The sweep's question: which windows have closed without their parties being told.
    index('review_windows_closing_idx')
      .on(table.closesAt)
      .where(sql`${table.revealToldAt} is null`),
  ],
);

/**
 * One party's review of the other, written once and never changed: each rating its own column,
 * so a score is a plain aggregate. A company fills quality, communication and deadlines; a
 * freelancer clarity, communication and paying on time (the check says which). The private
 * rating is read by admins only.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => reviewWindows.contractId),
    authorSide: text('author_side').$type<ReviewSide>().notNull(),
    authorId: uuid('author_id').notNull(),
    subjectId: uuid('subject_id').notNull(),
    overall: smallint('overall').notNull(),
    quality: smallint('quality'),
    communication: smallint('communication').notNull(),
    deadlines: smallint('deadlines'),
    clarity: smallint('clarity'),
    payingOnTime: smallint('paying_on_time'),
    body: text('body').notNull(),
    privateRating: smallint('private_rating').notNull(),
    /** The client's key of the request that wrote it: a retry is answered with this review. */
    requestKey: text('request_key').notNull(),
    createdAt: millis('created_at').notNull().defaultNow(),
    reply: text('reply'),
    repliedAt: millis('replied_at'),
  },
  (table) => [
    unique('reviews_contract_author_unique').on(table.contractId, table.authorSide),
    index('reviews_subject_idx').on(table.subjectId, table.createdAt.desc(), table.id.desc()),
    check('reviews_author_side_check', sql`${table.authorSide} in ('company', 'freelancer')`),
    check(
      'reviews_ratings_check',
      sql`${table.overall} between 1 and 5 and ${table.communication} between 1 and 5 and ${table.privateRating} between 0 and 10 and (case when ${table.authorSide} = 'company' then ${table.quality} between 1 and 5 and ${table.deadlines} between 1 and 5 and ${table.clarity} is null and ${table.payingOnTime} is null else ${table.clarity} between 1 and 5 and ${table.payingOnTime} between 1 and 5 and ${table.quality} is null and ${table.deadlines} is null end)`,
    ),
    check('reviews_reply_check', sql`(${table.reply} is null) = (${table.repliedAt} is null)`),
  ],
);
