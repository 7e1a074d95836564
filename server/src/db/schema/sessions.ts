import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const principalTypes = ['freelancer', 'company', 'admin'] as const;
export type PrincipalType = (typeof principalTypes)[number];

export const credentialKinds = ['session', 'access', 'refresh'] as const;
export type CredentialKind = (typeof credentialKinds)[number];

/**
 * Opaque, revocable credentials. Only a SHA-256 of each random token is stored, so a copy of the
 * database cannot be replayed as a login. One login creates a browser session and, for admins,
 * the contract's access and refresh tokens, all sharing a `loginId` so logout revokes them together.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    loginId: uuid('login_id').notNull(),
    kind: text('kind').$type<CredentialKind>().notNull(),
    principalType: text('principal_type').$type<PrincipalType>().notNull(),
    principalId: uuid('principal_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sessions_principal_idx').on(table.principalType, table.principalId),
    index('sessions_login_idx').on(table.loginId),
    check('sessions_kind_check', sql`${table.kind} in ('session', 'access', 'refresh')`),
    check(
      'sessions_principal_type_check',
      sql`${table.principalType} in ('freelancer', 'company', 'admin')`,
    ),
  ],
);
