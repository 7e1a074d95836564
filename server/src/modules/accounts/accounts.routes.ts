import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginSchema, ProfileQueryBody } from '@kaamyaab/shared-api/contract';
import { ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { accountKinds, type AccountKindName } from './account-kinds';
import { login, listByStatus, profile, register, toggleStatus } from './accounts.service';
import { logout } from './logout';
import { readMultipartBody } from './multipart-body';

const IdParams = z.object({ id: z.string().max(100) });

/** The contract's rows for one self-registering role: /freelancer/... or /company/... */
function accountRoutes(name: AccountKindName): FastifyPluginAsyncZod {
  const kind = accountKinds[name];
  const tags = [name];
  return async (app) => {
    app.post(
      `/${name}/register`,
      {
        schema: {
          tags,
          summary: `Sign up as a ${name} (multipart/form-data)`,
          consumes: ['multipart/form-data'],
        },
      },
      async (request, reply) => {
        const data = await register(app, kind, await readMultipartBody(request));
        return reply.code(201).send(ok(data, kind.messages.registered, 201));
      },
    );

    app.post(
      `/${name}/login`,
      { schema: { tags, summary: `Log in as a ${name}`, body: LoginSchema } },
      async (request, reply) => {
        const data = await login(request, reply, kind, request.body.email, request.body.password);
        return ok(data, 'Login successful');
      },
    );

    app.post(
      `/${name}/logout`,
      { schema: { tags, summary: 'Log out (ends this login only)' } },
      logout,
    );

    app.post(
      `/${name}/profile`,
      {
        schema: { tags, summary: `A ${name}'s profile`, body: ProfileQueryBody.optional() },
        preHandler: requirePrincipal(['freelancer', 'company', 'admin']),
      },
      async (request) =>
        ok(await profile(app, kind, request.principal!, request.body?.id), 'Profile found'),
    );

    for (const [path, isActive] of [
      ['inactive', false],
      ['active', true],
    ] as const) {
      app.get(
        `/${name}/${path}`,
        {
          schema: { tags, summary: `${path} ${name} accounts (admins)` },
          preHandler: requirePrincipal(['admin']),
        },
        async () => ok(await listByStatus(app, kind, isActive), `${path} ${name} accounts`),
      );
    }

    app.patch(
      `/${name}/:id/toggle-status`,
      {
        schema: { tags, summary: 'Approve or deactivate an account (admins)', params: IdParams },
        preHandler: requirePrincipal(['admin']),
      },
      async (request) => ok(await toggleStatus(app, kind, request.params.id), 'Status updated'),
    );
  };
}

export const freelancerRoutes = accountRoutes('freelancer');
export const companyRoutes = accountRoutes('company');
