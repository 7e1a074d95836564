import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { desc, eq, not, sql } from 'drizzle-orm';
import { accountMessages } from '@kaamyaab/shared-api/contract';
import { type freelancers } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/unique-violation';
import { type Principal } from '../../plugins/auth';
import type { AccountKind } from './account-kinds';
import type { MultipartBody } from './multipart-body';
import { issueLogin } from './sessions.repository';
import { setSessionCookie } from './session-cookie';
import { removeWritten, storeUpload } from './stored-files';

// Both account tables share these columns; queries below touch only them.
type AccountTable = typeof freelancers;
type AnyRow = typeof freelancers.$inferSelect;
const tableOf = (kind: AccountKind) => kind.table as unknown as AccountTable;
const present = (kind: AccountKind, row: AnyRow) => (kind.present as (row: AnyRow) => unknown)(row);
const presentPublic = (kind: AccountKind, row: AnyRow) =>
  (kind.presentPublic as (row: AnyRow) => unknown)(row);

function validationError(issues: { message: string; path: PropertyKey[] }[]): HttpError {
  const errors = issues.map((issue) => ({ msg: issue.message, path: String(issue.path[0] ?? '') }));
  return badRequest(errors.map((error) => error.msg).join(', '), errors);
}

export async function findByEmail(
  app: FastifyInstance,
  kind: AccountKind,
  email: string,
): Promise<AnyRow | undefined> {
  const table = tableOf(kind);
  const [row] = await app.db
    .select()
    .from(table)
    .where(eq(sql`lower(${table.email})`, email.toLowerCase()));
  return row;
}

export async function findById(
  app: FastifyInstance,
  kind: AccountKind,
  id: string,
): Promise<AnyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const table = tableOf(kind);
  const [row] = await app.db.select().from(table).where(eq(table.id, id));
  return row;
}

/** Sign-up: validate, refuse a known email, store the files, then the row, all or nothing. */
export async function register(app: FastifyInstance, kind: AccountKind, body: MultipartBody) {
  const parsed = kind.signupSchema.safeParse(body.fields);
  if (!parsed.success) throw validationError(parsed.error.issues);
  const proof = body.files.proofOfRegistrationFee;
  if (kind.proofRequired && !proof)
    throw badRequest(accountMessages.proofRequired, [
      { msg: accountMessages.proofRequired, path: 'proofOfRegistrationFee' },
    ]);
  const values = (kind.toRow as (body: unknown) => { email: string } & Record<string, unknown>)(
    parsed.data,
  );
  if (await findByEmail(app, kind, values.email)) throw new HttpError(404, kind.messages.duplicate);

  const passwordHash = await hashPassword(parsed.data.password);
  const written: string[] = [];
  try {
    const row = await app.db.transaction(async (tx) => {
      const proofFile = proof ? await storeUpload(app, tx, proof, 'proof', written) : null;
      const avatar = body.files.avatar
        ? await storeUpload(app, tx, body.files.avatar, 'avatar', written)
        : null;
      const [inserted] = await tx
        .insert(tableOf(kind))
        .values({
          ...values,
          passwordHash,
          isActive: false,
          proofFileId: proofFile?.id ?? null,
          avatarFileId: avatar?.id ?? null,
        } as AnyRow)
        .returning();
      return inserted as AnyRow;
    });
    return { [kind.answerKey]: present(kind, row) };
  } catch (error) {
    await removeWritten(app, written);
    if (isUniqueViolation(error)) throw new HttpError(404, kind.messages.duplicate);
    throw error;
  }
}

function clientAddress(request: FastifyRequest): string {
  return request.ip;
}

/** Login: counted against the email and the address; unknown emails cost as much as known ones. */
export async function login(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: AccountKind,
  email: string,
  password: string,
) {
  const app = request.server;
  const address = clientAddress(request);
  app.loginLimiter.check(kind.role, email, address);
  const row = await findByEmail(app, kind, email);
  const valid = await verifyPassword(row?.passwordHash ?? null, password);
  if (!row || !valid) {
    app.loginLimiter.recordFailure(kind.role, email, address);
    throw row
      ? badRequest(kind.messages.wrongPassword)
      : new HttpError(404, kind.messages.unknownEmail);
  }
  app.loginLimiter.recordSuccess(kind.role, email);
  const issued = await issueLogin(app.db, kind.role, row.id, ['session']);
  setSessionCookie(reply, app.config, issued.tokens.session as string);
  return { [kind.answerKey]: present(kind, row) };
}

/** Anyone signed in sees the public face; the account itself and admins see the whole record. */
export async function profile(
  app: FastifyInstance,
  kind: AccountKind,
  principal: Principal,
  id: string | undefined,
) {
  const targetId = id ?? (principal.type === kind.role ? principal.id : undefined);
  const row = targetId ? await findById(app, kind, targetId) : undefined;
  if (!row) throw notFound(kind.messages.notFound);
  const full =
    principal.type === 'admin' || (principal.type === kind.role && principal.id === row.id);
  return full ? present(kind, row) : presentPublic(kind, row);
}

export async function listByStatus(app: FastifyInstance, kind: AccountKind, isActive: boolean) {
  const table = tableOf(kind);
  const rows = await app.db
    .select()
    .from(table)
    .where(eq(table.isActive, isActive))
    .orderBy(desc(table.createdAt))
    .limit(500);
  return rows.map((row) => present(kind, row));
}

/** One atomic flip, so two admins toggling at once never lose an update. */
export async function toggleStatus(app: FastifyInstance, kind: AccountKind, id: string) {
  if (!isUuid(id)) throw notFound(kind.messages.notFound);
  const table = tableOf(kind);
  const [row] = await app.db
    .update(table)
    .set({ isActive: not(table.isActive) })
    .where(eq(table.id, id))
    .returning();
  if (!row) throw notFound(kind.messages.notFound);
  return present(kind, row);
}
