import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { files } from './files';
import { sealedText } from './sealed-text';

// Emails are unique per role regardless of case: the unique indexes are on lower(email).
// CNIC, bank account, POC ID and NTN are sealed at rest (sealed-text.ts).

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('freelancers_email_unique').on(sql`lower(${table.email})`),
    index('freelancers_active_created_idx').on(table.isActive, table.createdAt),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('companies_email_unique').on(sql`lower(${table.email})`),
    index('companies_active_created_idx').on(table.isActive, table.createdAt),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('admins_email_unique').on(sql`lower(${table.email})`)],
);
