import { sql, type AnyColumn } from 'drizzle-orm';
import type { Language } from '@kaamyaab/shared-api/translations';
import {
  boolean,
  check,
  customType,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, millis, updatedAt } from './columns';
import { files } from './files';
import { sealedText } from './sealed-text';

// Emails are unique per role regardless of case: the unique indexes are on lower(email).
// CNIC, bank account, POC ID and NTN are sealed at rest (sealed-text.ts); the admin's search finds
// a whole CNIC or NTN by its keyed digest (the `*_digest` columns), never by the sealed value.

/**
 * The review of a self-registered account. `submittedAt` is when it (re)entered the admins' queue
 * (sign-up or a correction), the waiting time the queue sorts by. An admin who sends the account
 * back sets the reason, the note and the time; the owner's correction clears them.
 */
const reviewColumns = () => ({
  submittedAt: millis('submitted_at').notNull().defaultNow(),
  sentBackReason: text('sent_back_reason'),
  sentBackNote: text('sent_back_note'),
  sentBackAt: millis('sent_back_at'),
});

/**
 * When the owner opened the link of a verification email; null until then. Migration 0009 set it
 * for every account that existed before verification did, so nobody was asked again.
 */
const emailVerifiedAt = () => millis('email_verified_at');

/**
 * When the owner closed the account: its personal fields are then anonymised and its
 * documents deleted; the row stays so jobs and applications others made keep their placeholder.
 */
const closedAt = () => millis('closed_at');

/**
 * The language the account last used (sign-up, login, the signed-in account's page),
 * which the emails other people cause are written in. Migration 0012 checks it.
 */
const language = () => text('language').$type<Language>().notNull().default('en');
const languageCheck = (table: string, column: AnyColumn) =>
  check(`${table}_language_check`, sql`${column} in ('en', 'ur')`);

/** A text-search document; written by PostgreSQL only (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the talent directory's keyword reads: name and skills weigh more than the bio;
 * 'simple', as the job search, so Roman Urdu and Urdu words are kept as written. Migration 0007
 * defines freelancer_skill_keys (the comma-separated skills, trimmed and in lower case).
 */
const talentDocument = sql`setweight(to_tsvector('simple', full_name), 'A') || setweight(to_tsvector('simple', skills), 'A') || setweight(to_tsvector('simple', bio), 'B')`;

export const freelancers = pgTable(
  'freelancers',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull(),
    cnic: sealedText('cnic').notNull(),
    skills: text('skills').notNull(),
    bankAccount: sealedText('bank_account').notNull(),
    currentlyEmployed: boolean('currently_employed').notNull().default(false),
    companyName: text('company_name'),
    bio: text('bio').notNull(),
    proofFileId: uuid('proof_file_id').references(() => files.id, { onDelete: 'restrict' }),
    avatarFileId: uuid('avatar_file_id').references(() => files.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(false),
    emailVerifiedAt: emailVerifiedAt(),
    cnicDigest: text('cnic_digest'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(talentDocument),
    skillKeys: text('skill_keys')
      .array()
      .generatedAlwaysAs(sql`freelancer_skill_keys(skills)`),
    ...reviewColumns(),
    closedAt: closedAt(),
    language: language(),
    // Milliseconds, as jobs: the talent directory is paged by a cursor that carries the value.
    createdAt: millis('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('freelancers_email_unique').on(sql`lower(${table.email})`),
    index('freelancers_active_created_idx').on(table.isActive, table.createdAt),
    // The directory lists approved freelancers newest first: one index range per page.
    index('freelancers_directory_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isActive}`),
    index('freelancers_directory_search_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.isActive}`),
    index('freelancers_directory_skills_idx')
      .using('gin', table.skillKeys)
      .where(sql`${table.isActive}`),
    index('freelancers_queue_idx').on(table.isActive, table.submittedAt, table.id),
    index('freelancers_cnic_digest_idx').on(table.cnicDigest),
    languageCheck('freelancers', table.language),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: id(),
    companyName: text('company_name').notNull(),
    pocName: text('poc_name').notNull(),
    pocId: sealedText('poc_id').notNull(),
    companyNtn: sealedText('company_ntn').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    bio: text('bio').notNull(),
    proofFileId: uuid('proof_file_id').references(() => files.id, { onDelete: 'restrict' }),
    avatarFileId: uuid('avatar_file_id').references(() => files.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(false),
    emailVerifiedAt: emailVerifiedAt(),
    ntnDigest: text('ntn_digest'),
    pocIdDigest: text('poc_id_digest'),
    ...reviewColumns(),
    closedAt: closedAt(),
    language: language(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('companies_email_unique').on(sql`lower(${table.email})`),
    index('companies_active_created_idx').on(table.isActive, table.createdAt),
    index('companies_queue_idx').on(table.isActive, table.submittedAt, table.id),
    index('companies_ntn_digest_idx').on(table.ntnDigest),
    index('companies_poc_id_digest_idx').on(table.pocIdDigest),
    languageCheck('companies', table.language),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role'),
    emailVerifiedAt: emailVerifiedAt(),
    closedAt: closedAt(),
    language: language(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('admins_email_unique').on(sql`lower(${table.email})`),
    languageCheck('admins', table.language),
  ],
);
