import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  admins,
  companies,
  freelancers,
  sessions,
  type CredentialKind,
  type PrincipalType,
} from '../db/schema';
import { newToken, tokenHash } from '../lib/tokens';

export const SESSION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssuedLogin {
  loginId: string;
  tokens: Partial<Record<CredentialKind, string>>;
}

/** One login: a browser session, plus the contract's access and refresh tokens for admins. */
export async function issueLogin(
  db: Database,
  principalType: PrincipalType,
  principalId: string,
  kinds: CredentialKind[],
  loginId: string = randomUUID(),
): Promise<IssuedLogin> {
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  const tokens: IssuedLogin['tokens'] = {};
  const rows = kinds.map((kind) => {
    const token = newToken();
    tokens[kind] = token;
    return { tokenHash: tokenHash(token), loginId, kind, principalType, principalId, expiresAt };
  });
  await db.insert(sessions).values(rows);
  return { loginId, tokens };
}

/** Joins the credential's own account table only (a principal id is unique within its type). */
const accountOf = (
  table: typeof freelancers | typeof companies | typeof admins,
  type: PrincipalType,
) => and(eq(sessions.principalType, type), eq(table.id, sessions.principalId));

/** A live credential of one kind and its account's state, in one query; undefined if either is gone. */
export async function findLivePrincipal(db: Database, hash: string, kind: CredentialKind) {
  const [row] = await db
    .select({
      loginId: sessions.loginId,
      type: sessions.principalType,
      id: sessions.principalId,
      expiresAt: sessions.expiresAt,
      freelancerActive: freelancers.isActive,
      companyActive: companies.isActive,
      adminId: admins.id,
    })
    .from(sessions)
    .leftJoin(freelancers, accountOf(freelancers, 'freelancer'))
    .leftJoin(companies, accountOf(companies, 'company'))
    .leftJoin(admins, accountOf(admins, 'admin'))
    .where(
      and(
        eq(sessions.tokenHash, hash),
        eq(sessions.kind, kind),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (!row) return undefined;
  const { freelancerActive, companyActive, adminId, ...credential } = row;
  const isActive = adminId !== null ? true : (freelancerActive ?? companyActive);
  return isActive === null ? undefined : { ...credential, isActive };
}

/** Logout ends every credential of that login, and nothing of any other login. */
export async function revokeLogin(db: Database, loginId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.loginId, loginId));
}

/**
 * An admin's refresh token, used once: it is deleted as it is read (so two racing renewals get
 * one pair), the login's access token goes with it, and a fresh pair joins the same login, which
 * logout still ends whole. Undefined when the token is unknown, used or expired.
 */
export async function renewAccessTokens(
  db: Database,
  refreshToken: string,
): Promise<{ loginId: string; accessToken: string; refreshToken: string } | undefined> {
  const [used] = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash(refreshToken)),
        eq(sessions.kind, 'refresh'),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!used) return undefined;
  await db
    .delete(sessions)
    .where(and(eq(sessions.loginId, used.loginId), inArray(sessions.kind, ['access'])));
  const issued = await issueLogin(
    db,
    used.principalType,
    used.principalId,
    ['access', 'refresh'],
    used.loginId,
  );
  return {
    loginId: used.loginId,
    accessToken: issued.tokens.access!,
    refreshToken: issued.tokens.refresh!,
  };
}
