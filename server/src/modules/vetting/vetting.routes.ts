import type { FastifyInstance } from 'fastify';
import {
  correctCompany,
  correctFreelancer,
  decideAccount,
  reviewAccount,
  searchAccounts,
  sendBackAccount,
} from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import { searchAccounts as search } from './account-search.service';
import { submitCorrection } from './correction.service';
import * as vetting from './vetting.service';

/** The admin's review of one account: view in full, decide, send back; the owner's correction. */
export async function vettingRoutes(app: FastifyInstance) {
  for (const [role, endpoint] of [
    ['freelancer', correctFreelancer],
    ['company', correctCompany],
  ] as const) {
    route(app, endpoint as typeof correctFreelancer, async ({ body, files }, ctx) =>
      ctx.ok(
        (await submitCorrection(
          { ...ctx, storage: app.storage },
          ctx.actor,
          role,
          body as never,
          files.proofOfRegistrationFee,
        )) as { freelancer: unknown },
        'Your corrections were sent for review',
      ),
    );
  }
  route(app, searchAccounts, async ({ params, query }, ctx) =>
    ctx.ok((await search(ctx, params.role, query)) as never, 'Accounts found'),
  );
  route(app, reviewAccount, async ({ params }, ctx) =>
    ctx.ok(await vetting.reviewAccount(ctx.db, ctx.actor, params.role, params.id), 'Account found'),
  );
  route(app, decideAccount, async ({ params, body }, ctx) =>
    ctx.ok(
      await vetting.decideAccount(ctx, ctx.actor, params.role, params.id, body.decision),
      body.decision === 'approve' ? 'Account approved' : 'Account deactivated',
    ),
  );
  route(app, sendBackAccount, async ({ params, body }, ctx) =>
    ctx.ok(
      await vetting.sendBackAccount(ctx, ctx.actor, params.role, params.id, body),
      'Account sent back for a correction',
    ),
  );
}
