import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { AdminLoginSchema, AdminSignupSchema } from '@kaamyaab/shared-api/contract';
import { admins } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { badRequest, forbidden, HttpError } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { secretsEqual } from '../../lib/tokens';
import { isUniqueViolation } from '../../lib/unique-violation';
import { logout } from './logout';
import { presentAdmin } from './presenters';
import { setSessionCookie } from './session-cookie';
import { issueLogin } from './sessions.repository';

const DUPLICATE = 'Admin with this email already exists. Please log in.';
const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const findByEmail = async (email: string) =>
    (
      await app.db
        .select()
        .from(admins)
        .where(eq(sql`lower(${admins.email})`, email.toLowerCase()))
    )[0];

  /** An admin login answers the contract's tokens and also gets the browser session cookie. */
  const startAdminLogin = async (
    reply: Parameters<typeof setSessionCookie>[0],
    adminId: string,
  ) => {
    const issued = await issueLogin(app.db, 'admin', adminId, ['session', 'access', 'refresh']);
    setSessionCookie(reply, app.config, issued.tokens.session as string);
    return {
      accessToken: issued.tokens.access as string,
      refreshToken: issued.tokens.refresh as string,
    };
  };

  app.post(
    '/admin/register',
    {
      schema: {
        tags,
        summary: 'Create an admin with the secret signup key',
        body: AdminSignupSchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!secretsEqual(body.adminSignupKey, app.config.ADMIN_SIGNUP_KEY))
        throw forbidden('Invalid admin signup key.');
      if (await findByEmail(body.email)) throw badRequest(DUPLICATE);
      const passwordHash = await hashPassword(body.password);
      const [row] = await app.db
        .insert(admins)
        .values({
          username: body.username,
          email: body.email,
          passwordHash,
          role: body.role || null,
        })
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? badRequest(DUPLICATE) : error;
        });
      if (!row) throw new Error('The admin row was not written');
      const tokens = await startAdminLogin(reply, row.id);
      return reply
        .code(201)
        .send(ok({ admin: presentAdmin(row), ...tokens }, 'Admin registered successfully', 201));
    },
  );

  app.post(
    '/admin/login',
    { schema: { tags, summary: 'Log in as an admin', body: AdminLoginSchema } },
    async (request, reply) => {
      const { email, password } = request.body;
      app.loginLimiter.check('admin', email, request.ip);
      const row = await findByEmail(email);
      const valid = await verifyPassword(row?.passwordHash ?? null, password);
      if (!row || !valid) {
        app.loginLimiter.recordFailure('admin', email, request.ip);
        throw row
          ? badRequest('Invalid login credentials.')
          : new HttpError(404, 'Admin not found.');
      }
      app.loginLimiter.recordSuccess('admin', email);
      const tokens = await startAdminLogin(reply, row.id);
      return ok({ admin: presentAdmin(row), ...tokens }, 'Login successful');
    },
  );

  app.post(
    '/admin/logout',
    { schema: { tags, summary: 'Log out; revokes the session and both tokens' } },
    logout,
  );
};
