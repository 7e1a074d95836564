import type { FastifyBaseLogger } from 'fastify';
import { errorMessage, type ApiErrorCode } from '@kaamyaab/shared-api/contract';
import type { Language } from '@kaamyaab/shared-api/translations';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Principal } from '../../auth/principal';
import type { Actor } from '../../lib/service-context';
import type { Limits } from '../../plugins/rate-limits';
import { issueLogin } from '../../auth/sessions.repository';
import type { EventBus } from '../../lib/event-bus';
import type { FileStorage } from '../../storage/storage';
import { queueEmailVerification } from './credentials/credentials.service';
import { removeWritten, storeUpload } from '../files';
import { presentAs, signupRow, type AccountKind } from './account-kinds';
import {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  listAccountsByStatus,
  setAccountLanguage,
  type AccountRow,
} from './accounts.repository';

/**
 * What the account flows need: the database, the file storage, the limits, the bus and the
 * request's language (the account's own from sign-up and login on).
 */
export interface AccountsContext {
  db: Database;
  log: FastifyBaseLogger;
  storage: FileStorage;
  limits: Limits;
  bus: EventBus;
  language: Language;
}

/** Keeps the language the account now uses, with a write only when it changed. */
export async function rememberLanguage(
  db: Database,
  account: { type: Principal['type']; id: string; language: Language },
  language: Language,
): Promise<void> {
  if (account.language !== language) await setAccountLanguage(db, account, language);
}

/** Who is calling, for the limits: the counting key of the address and the device cookie's id. */
export interface Caller {
  address: string;
  device?: string;
}

/**
 * Sign-up: counted per address before any costly work (the argon2 hash, the image re-encoding),
 * then refuse a known email, store the files, then the row, all or nothing.
 */
export async function register(
  ctx: AccountsContext,
  kind: AccountKind,
  fields: unknown,
  files: Record<string, Buffer>,
  caller: Caller,
) {
  await ctx.limits.signups.take(caller.address);
  const proof = files.proofOfRegistrationFee;
  if (kind.proofRequired && !proof)
    throw new ApiError('proofRequired', {
      errors: [{ msg: errorMessage('proofRequired'), path: 'proofOfRegistrationFee' }],
    });
  const values = signupRow(kind, fields);
  if (await findAccountByEmail(ctx.db, kind.table, values.email))
    throw new ApiError(kind.errors.emailTaken);

  const passwordHash = await hashPassword((fields as { password: string }).password);
  const written: string[] = [];
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const proofFile = proof ? await storeUpload(ctx.storage, tx, proof, 'proof', written) : null;
      const avatar = files.avatar
        ? await storeUpload(ctx.storage, tx, files.avatar, 'avatar', written)
        : null;
      const inserted = await insertAccount(
        tx,
        kind.table,
        {
          ...values,
          passwordHash,
          isActive: false,
          proofFileId: proofFile?.id ?? null,
          avatarFileId: avatar?.id ?? null,
          language: ctx.language,
        },
        kind.errors.emailTaken,
      );
      const name = 'fullName' in inserted ? inserted.fullName : inserted.companyName;
      await queueEmailVerification(
        tx,
        { type: kind.role, id: inserted.id },
        { email: inserted.email, name, language: inserted.language },
      );
      return inserted;
    });
    return { [kind.answerKey]: presentAs(kind, 'present', row) };
  } catch (error) {
    await removeWritten(ctx.storage, ctx.log, written);
    throw error;
  }
}

/**
 * Login: the attempt is counted before the password is verified (unknown emails count as known
 * ones do, so a 429 tells nothing). Answers the account's session view (the browser stores it
 * whole), the new session's token and the device id, which the route sets as cookies.
 */
export async function login(
  ctx: AccountsContext,
  kind: AccountKind,
  { email, password }: { email: string; password: string },
  caller: Caller,
) {
  const attempt = await ctx.limits.login.begin({ role: kind.role, email, ...caller });
  const row = await findAccountByEmail(ctx.db, kind.table, email);
  const valid = await verifyPassword(row?.passwordHash ?? null, password);
  if (!row || !valid)
    throw new ApiError(row ? kind.errors.wrongPassword : kind.errors.unknownEmail);
  const device = await attempt.succeeded();
  await rememberLanguage(ctx.db, { type: kind.role, ...row }, ctx.language);
  const issued = await issueLogin(ctx.db, kind.role, row.id, ['session']);
  return {
    answer: { [kind.answerKey]: presentAs(kind, 'presentSession', row) },
    sessionToken: issued.tokens.session as string,
    device,
  };
}

/** Anyone signed in sees the public face; the account itself and admins see the whole record. */
export async function profile(
  db: Database,
  kind: AccountKind,
  principal: Pick<Principal, 'type' | 'id'>,
  id: string | undefined,
) {
  const targetId = id ?? (principal.type === kind.role ? principal.id : undefined);
  const row = targetId ? await findAccountById(db, kind.table, targetId) : undefined;
  if (!row) throw new ApiError(kind.errors.notFound);
  const full =
    principal.type === 'admin' || (principal.type === kind.role && principal.id === row.id);
  return presentAs(kind, full ? 'present' : 'presentPublic', row);
}

/** The admin lists show the personal numbers masked; the toggle answers a row of that list. */
export async function listByStatus(db: Database, kind: AccountKind, isActive: boolean) {
  const rows = await listAccountsByStatus(db, kind.table, isActive);
  return rows.map((row) => presentAs(kind, 'presentListed', row));
}

/**
 * Sets an account's approval as the admins' vetting does (locked, recorded in the account's
 * trail, its owner told). Vetting builds on accounts, so the account's routes are handed it.
 */
export type ApprovalSetter = (
  ctx: Pick<AccountsContext, 'db' | 'bus'>,
  admin: Actor,
  role: AccountKind['role'],
  id: string,
  next: (before: AccountRow) => boolean,
  notFound: ApiErrorCode,
) => Promise<AccountRow>;

/** The spec's switch: flips the approval, recorded in the vetting's audit trail. */
export async function toggleStatus(
  ctx: Pick<AccountsContext, 'db' | 'bus'>,
  setApproval: ApprovalSetter,
  admin: Actor,
  kind: AccountKind,
  id: string,
) {
  const flip = (before: { isActive: boolean }) => !before.isActive;
  const row = await setApproval(ctx, admin, kind.role, id, flip, kind.errors.notFound);
  return presentAs(kind, 'presentListed', row);
}
