import type { AdminSignupBody } from '@kaamyaab/shared-api/contract';
import type { AppConfig } from '../../config/env';
import { issueLogin, renewAccessTokens } from '../../auth/sessions.repository';
import { ApiError } from '../../lib/api-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { secretsEqual } from '../../lib/tokens';
import { queueEmailVerification } from './credentials/credentials.service';
import { rememberLanguage, type AccountsContext, type Caller } from './accounts.service';
import { findAdminByEmail, insertAdmin, type AdminRow } from './accounts.repository';
import { presentAdmin } from './presenters';

/**
 * An admin login is a browser session plus the contract's access and refresh tokens, all one
 * login (logout revokes them together). The route sets the session as the cookie.
 */
async function startAdminLogin(ctx: AccountsContext, row: AdminRow) {
  const issued = await issueLogin(ctx.db, 'admin', row.id, ['session', 'access', 'refresh']);
  return {
    answer: {
      admin: presentAdmin(row),
      accessToken: issued.tokens.access as string,
      refreshToken: issued.tokens.refresh as string,
    },
    sessionToken: issued.tokens.session as string,
  };
}

/** Each key is counted per address before it is compared; the right one is given back. */
export async function registerAdmin(
  ctx: AccountsContext,
  config: Pick<AppConfig, 'ADMIN_SIGNUP_KEY'>,
  body: AdminSignupBody,
  caller: Caller,
) {
  await ctx.limits.adminKeys.take(caller.address);
  if (!secretsEqual(body.adminSignupKey, config.ADMIN_SIGNUP_KEY))
    throw new ApiError('adminKeyInvalid');
  await ctx.limits.adminKeys.refund(caller.address);
  if (await findAdminByEmail(ctx.db, body.email)) throw new ApiError('adminEmailTaken');
  const passwordHash = await hashPassword(body.password);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertAdmin(tx, {
      username: body.username,
      email: body.email,
      passwordHash,
      role: body.role || null,
      language: ctx.language,
    });
    const owner = { type: 'admin' as const, id: inserted.id };
    await queueEmailVerification(tx, owner, {
      email: inserted.email,
      name: inserted.username,
      language: inserted.language,
    });
    return inserted;
  });
  return startAdminLogin(ctx, row);
}

/** Counted before the password is verified, as every login is (accounts.service.ts). */
export async function loginAdmin(
  ctx: AccountsContext,
  { email, password }: { email: string; password: string },
  caller: Caller,
) {
  const attempt = await ctx.limits.login.begin({ role: 'admin', email, ...caller });
  const row = await findAdminByEmail(ctx.db, email);
  const valid = await verifyPassword(row?.passwordHash ?? null, password);
  if (!row || !valid) throw new ApiError(row ? 'adminWrongPassword' : 'adminNotFound');
  const device = await attempt.succeeded();
  await rememberLanguage(ctx.db, { type: 'admin', ...row }, ctx.language);
  return { ...(await startAdminLogin(ctx, row)), device };
}

export async function refreshAdminTokens(
  ctx: Pick<AccountsContext, 'db' | 'bus'>,
  refreshToken: string,
) {
  const renewed = await renewAccessTokens(ctx.db, refreshToken);
  if (!renewed) throw new ApiError('invalidRefreshToken');
  // The login's previous access token is gone: no process may keep honouring it.
  ctx.bus.publish('session.revoked', { loginId: renewed.loginId });
  return { accessToken: renewed.accessToken, refreshToken: renewed.refreshToken };
}
