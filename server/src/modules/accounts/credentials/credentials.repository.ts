import { and, eq, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { emailIs } from '../../../db/email-is';
import { admins, companies, freelancers, sessions, type PrincipalType } from '../../../db/schema';
import { isUuid } from '../../../lib/ids';

/**
 * Queries only: the few columns of an account that its password and its email verification touch,
 * the same for the three roles' tables.
 */
const tables = { freelancer: freelancers, company: companies, admin: admins } as const;
// The three tables share these columns; drizzle's types cannot say so for a union of tables.
const tableOf = (type: PrincipalType) => tables[type] as unknown as typeof admins;

const nameColumn = (type: PrincipalType): AnyColumn =>
  type === 'freelancer'
    ? freelancers.fullName
    : type === 'company'
      ? companies.companyName
      : admins.username;

export interface CredentialRow {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
}

function selectCredentials(db: Database, type: PrincipalType) {
  const table = tableOf(type);
  return db
    .select({
      id: table.id,
      email: table.email,
      name: sql<string>`${nameColumn(type)}`,
      passwordHash: table.passwordHash,
      emailVerifiedAt: table.emailVerifiedAt,
    })
    .from(table);
}

export async function findCredentialsByEmail(
  db: Database,
  type: PrincipalType,
  email: string,
): Promise<CredentialRow | undefined> {
  const table = tableOf(type);
  const [row] = await selectCredentials(db, type).where(emailIs(table.email, email.trim()));
  return row;
}

export async function findCredentialsById(
  db: Database,
  type: PrincipalType,
  id: string,
): Promise<CredentialRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectCredentials(db, type).where(eq(tableOf(type).id, id));
  return row;
}

export async function setPasswordHash(
  db: Database,
  type: PrincipalType,
  id: string,
  passwordHash: string,
): Promise<void> {
  const table = tableOf(type);
  await db.update(table).set({ passwordHash }).where(eq(table.id, id));
}

/** Verified once: a second link opened later keeps the first moment. */
export async function markEmailVerified(
  db: Database,
  type: PrincipalType,
  id: string,
): Promise<void> {
  const table = tableOf(type);
  await db
    .update(table)
    .set({ emailVerifiedAt: sql`coalesce(${table.emailVerifiedAt}, now())` })
    .where(eq(table.id, id));
}

/** Ends every login of the account, or every one but `keepLoginId` (the caller's own). */
export async function endAccountSessions(
  db: Database,
  type: PrincipalType,
  id: string,
  keepLoginId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.principalType, type),
        eq(sessions.principalId, id),
        keepLoginId ? ne(sessions.loginId, keepLoginId) : undefined,
      ),
    );
}
