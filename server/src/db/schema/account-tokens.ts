import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import type { PrincipalType } from './sessions';

export const accountTokenPurposes = ['passwordReset', 'emailVerification'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * One-time tokens sent by email: a password reset or an email verification. As with sessions,
 * only a SHA-256 of the random token is stored, so a copy of the database opens no account. A
 * token is spent by setting `usedAt` in the statement that checks it, so it works once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    principalType: text('principal_type').$type<PrincipalType>().notNull(),
    principalId: uuid('principal_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('account_tokens_principal_idx').on(table.principalType, table.principalId, table.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${table.purpose} in ('passwordReset', 'emailVerification')`,
    ),
    check(
      'account_tokens_principal_type_check',
      sql`${table.principalType} in ('freelancer', 'company', 'admin')`,
    ),
  ],
);
