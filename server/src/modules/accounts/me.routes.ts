import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { admins } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { accountKinds } from './account-kinds';
import { profile } from './accounts.service';
import { presentAdmin } from './presenters';

/** Who the session belongs to, fresh from the database (the UI refreshes its stored entry). */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: { tags: ['accounts'], summary: 'The signed-in account' },
      preHandler: requirePrincipal(['freelancer', 'company', 'admin']),
    },
    async (request) => {
      const principal = request.principal!;
      if (principal.type === 'admin') {
        const [row] = await app.db.select().from(admins).where(eq(admins.id, principal.id));
        return ok({ role: principal.type, admin: row ? presentAdmin(row) : null }, 'Signed in');
      }
      const kind = accountKinds[principal.type];
      return ok(
        {
          role: principal.type,
          [kind.answerKey]: await profile(app, kind, principal, principal.id),
        },
        'Signed in',
      );
    },
  );
};
