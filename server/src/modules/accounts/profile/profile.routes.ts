import type { FastifyInstance } from 'fastify';
import {
  closeAdminAccount as closeAdminEndpoint,
  closeCompanyAccount,
  closeFreelancerAccount,
  editAdminProfile as editAdminEndpoint,
  editCompanyProfile,
  editFreelancerProfile,
} from '@kaamyaab/shared-api/contract';
import { clearSessionCookie } from '../../../auth/session-cookie';
import { route, type RouteContext } from '../../../lib/route';
import { closeAccount, closeAdminAccount } from './close-account.service';
import { editAdminProfile, editOwnProfile, type ProfileContext } from './own-profile.service';

/** The owner's own account: edit the profile, close the account. */
export async function profileRoutes(app: FastifyInstance) {
  const withDeps = (ctx: RouteContext<never>): ProfileContext => ({
    ...ctx,
    storage: app.storage,
    bus: app.bus,
  });

  for (const [role, endpoint] of [
    ['freelancer', editFreelancerProfile],
    ['company', editCompanyProfile],
  ] as const) {
    route(app, endpoint as typeof editFreelancerProfile, async ({ body, files }, ctx) =>
      ctx.ok(
        (await editOwnProfile(withDeps(ctx), ctx.actor, role, body as never, files.avatar)) as {
          freelancer: never;
        },
        'Profile updated',
      ),
    );
  }
  route(app, editAdminEndpoint, async ({ body }, ctx) =>
    ctx.ok(await editAdminProfile(withDeps(ctx), ctx.actor, body), 'Profile updated'),
  );

  for (const [role, endpoint] of [
    ['freelancer', closeFreelancerAccount],
    ['company', closeCompanyAccount],
  ] as const) {
    route(app, endpoint, async ({ body }, ctx) => {
      await closeAccount(withDeps(ctx), ctx.actor, role, body.password);
      clearSessionCookie(ctx.reply, app.config);
      return ctx.ok(null, 'Your account has been closed');
    });
  }
  route(app, closeAdminEndpoint, async ({ body }, ctx) => {
    await closeAdminAccount(withDeps(ctx), ctx.actor, body.password);
    clearSessionCookie(ctx.reply, app.config);
    return ctx.ok(null, 'Your account has been closed');
  });
}
