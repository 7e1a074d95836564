import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { accountTokens, type AccountTokenPurpose, type PrincipalType } from '../../../db/schema';
import { newToken, tokenHash } from '../../../lib/tokens';

/** Whose token: the role's table and the account's id there. */
export interface TokenOwner {
  type: PrincipalType;
  id: string;
}

/**
 * A new one-time token for the owner; the owner's earlier unused tokens of the same purpose stop
 * working, so only the newest email's link opens anything. Answers the token itself, which only
 * the email will hold.
 */
export async function issueAccountToken(
  db: Database,
  purpose: AccountTokenPurpose,
  owner: TokenOwner,
  lifetimeMs: number,
): Promise<string> {
  await spendOutstandingTokens(db, purpose, owner);
  const token = newToken();
  await db.insert(accountTokens).values({
    tokenHash: tokenHash(token),
    purpose,
    principalType: owner.type,
    principalId: owner.id,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/**
 * Spends a token in the statement that checks it (unused, unexpired, of this purpose), so two
 * racing uses get one owner and the other nothing. Undefined for any token that does not open.
 */
export async function spendAccountToken(
  db: Database,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<TokenOwner | undefined> {
  const [spent] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ type: accountTokens.principalType, id: accountTokens.principalId });
  return spent;
}

/** Every unused token of this purpose of the owner stops working (a newer one, or it is done). */
export async function spendOutstandingTokens(
  db: Database,
  purpose: AccountTokenPurpose,
  owner: TokenOwner,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.principalType, owner.type),
        eq(accountTokens.principalId, owner.id),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}
