import { createHash } from 'node:crypto';
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '@kaamyaab/shared-api/contract';
import type { Language } from '@kaamyaab/shared-api/translations';
import type { Principal } from '../../../auth/principal';
import type { Database } from '../../../db/database';
import type { PrincipalType } from '../../../db/schema';
import { ApiError } from '../../../lib/api-error';
import type { EventBus } from '../../../lib/event-bus';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import type { Limits } from '../../../plugins/rate-limits';
import {
  issueAccountToken,
  spendAccountToken,
  spendOutstandingTokens,
} from './account-tokens.repository';
import { queueLinkEmail } from './credential-emails';
import {
  endAccountSessions,
  findCredentialsByEmail,
  findCredentialsById,
  markEmailVerified,
  setPasswordHash,
} from './credentials.repository';

/**
 * Passwords and email verification for the three roles. Every rule is the server's: a token opens
 * one account for one purpose, once, until it expires; the account comes from the token or the
 * session, never from the request's body.
 */
export interface CredentialsContext {
  db: Database;
  bus: EventBus;
  limits: Limits;
  /** The request's: a link email is worded in the language of whoever asked for it. */
  language: Language;
}

export const RESET_LIFETIME_MS = 60 * 60 * 1000;
export const VERIFICATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** What the principal cache holds of this account is stale: its sessions changed. */
const forgetSessions = (bus: EventBus, type: PrincipalType, id: string) =>
  bus.publish('account.changed', { principalType: type, principalId: id });

/**
 * Counted per email (known or not alike) and per address before the lookup, so neither the answer
 * nor a 429 says whether the email has an account. Answers whether an email was queued.
 */
export async function requestPasswordReset(
  ctx: CredentialsContext,
  { role, email }: ForgotPasswordBody,
  address: string,
): Promise<boolean> {
  await ctx.limits.resetsPerAddress.take(address);
  await ctx.limits.resetsPerEmail.take(`${role}:${digest(email.trim().toLowerCase())}`);
  const account = await findCredentialsByEmail(ctx.db, role, email);
  if (!account) return false;
  await ctx.db.transaction(async (tx) => {
    const owner = { type: role, id: account.id };
    const token = await issueAccountToken(tx, 'passwordReset', owner, RESET_LIFETIME_MS);
    await queueLinkEmail(tx, 'passwordReset', { ...account, language: ctx.language }, token);
  });
  return true;
}

/**
 * A reset link sets the new password once; every session of the account ends (whoever knew the
 * old password is out), and the account's other reset links stop working.
 */
export async function resetPassword(
  ctx: CredentialsContext,
  { token, password }: ResetPasswordBody,
): Promise<{ role: PrincipalType }> {
  // Hashed before the token is spent: a slow hash must not leave a spent token and no password.
  const passwordHash = await hashPassword(password);
  const owner = await ctx.db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, 'passwordReset', token);
    if (!spent) return undefined;
    await setPasswordHash(tx, spent.type, spent.id, passwordHash);
    await spendOutstandingTokens(tx, 'passwordReset', spent);
    await endAccountSessions(tx, spent.type, spent.id);
    return spent;
  });
  if (!owner) throw new ApiError('resetLinkInvalid');
  forgetSessions(ctx.bus, owner.type, owner.id);
  return { role: owner.type };
}

/**
 * The signed-in account's password, with its current one; wrong guesses are counted per account
 * (a stolen session cannot try many), a right one gives its point back. The caller's own login
 * stays; every other login of the account ends, and so do its pending reset links.
 */
export async function changePassword(
  ctx: CredentialsContext,
  principal: Principal,
  { currentPassword, newPassword }: ChangePasswordBody,
): Promise<void> {
  const key = `${principal.type}:${principal.id}`;
  await ctx.limits.passwordChecks.take(key);
  const account = await findCredentialsById(ctx.db, principal.type, principal.id);
  if (!account || !(await verifyPassword(account.passwordHash, currentPassword)))
    throw new ApiError('currentPasswordWrong');
  await ctx.limits.passwordChecks.refund(key);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, principal.type, principal.id, passwordHash);
    await spendOutstandingTokens(tx, 'passwordReset', principal);
    await endAccountSessions(tx, principal.type, principal.id, principal.loginId);
  });
  forgetSessions(ctx.bus, principal.type, principal.id);
}

/** A new account's first verification email, in the sign-up's own transaction and language. */
export async function queueEmailVerification(
  tx: Database,
  owner: { type: PrincipalType; id: string },
  recipient: { email: string; name: string; language: Language },
): Promise<void> {
  const token = await issueAccountToken(tx, 'emailVerification', owner, VERIFICATION_LIFETIME_MS);
  await queueLinkEmail(tx, 'emailVerification', recipient, token);
}

export async function verifyEmail(
  ctx: CredentialsContext,
  token: string,
): Promise<{ role: PrincipalType }> {
  const owner = await ctx.db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, 'emailVerification', token);
    if (spent) await markEmailVerified(tx, spent.type, spent.id);
    return spent;
  });
  if (!owner) throw new ApiError('verificationLinkInvalid');
  return { role: owner.type };
}

export async function emailVerification(db: Database, principal: Principal) {
  const account = await findCredentialsById(db, principal.type, principal.id);
  if (!account) throw new ApiError('unauthenticated');
  return { verified: account.emailVerifiedAt !== null, email: account.email };
}

/**
 * Another verification email for the signed-in account (a few an hour), whose earlier links stop
 * working. An account already verified is told so and sent nothing. Answers whether one was queued.
 */
export async function resendVerification(ctx: CredentialsContext, principal: Principal) {
  const account = await findCredentialsById(ctx.db, principal.type, principal.id);
  if (!account) throw new ApiError('unauthenticated');
  const status = { verified: account.emailVerifiedAt !== null, email: account.email };
  if (status.verified) return { status, queued: false };
  await ctx.limits.verificationEmails.take(`${principal.type}:${principal.id}`);
  const recipient = { ...account, language: ctx.language };
  await ctx.db.transaction((tx) => queueEmailVerification(tx, principal, recipient));
  return { status, queued: true };
}
