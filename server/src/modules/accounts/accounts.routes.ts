import type { FastifyInstance } from 'fastify';
import { adminEndpoints, me } from '@kaamyaab/shared-api/contract';
import { deviceIdOf, setDeviceCookie } from '../../auth/device-cookie';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import { addressKey } from '../../lib/client-address';
import { route, type RouteContext } from '../../lib/route';
import { accountKinds, type AccountKind } from './account-kinds';
import {
  listByStatus,
  login,
  profile,
  register,
  toggleStatus,
  type AccountsContext,
  type ApprovalSetter,
} from './accounts.service';
import { loginAdmin, refreshAdminTokens, registerAdmin } from './admins.service';
import { endLogin } from './logout';
import { signedInAccount } from './me.service';

/**
 * The accounts rows of the public contract for all three roles, plus /me. Freelancer and company share
 * their flows; each mounts its own endpoint objects.
 */
export async function accountsRoutes(
  app: FastifyInstance,
  { setApproval }: { setApproval: ApprovalSetter },
) {
  const withDeps = (ctx: RouteContext<never>): AccountsContext => ({
    ...ctx,
    storage: app.storage,
    limits: app.limits,
    bus: app.bus,
  });
  const callerOf = (ctx: RouteContext<never>) => ({
    address: addressKey(ctx.request.ip),
    device: deviceIdOf(ctx.request),
  });
  /** A login ends the login the browser already had (no session fixation), then sets its own. */
  const startSession = async (ctx: RouteContext<never>, token: string, device?: string) => {
    await endLogin(withDeps(ctx), ctx.principal);
    setSessionCookie(ctx.reply, app.config, token);
    if (device) setDeviceCookie(ctx.reply, app.config, device);
  };
  const mountLogout = (endpoint: typeof adminEndpoints.logout) =>
    route(app, endpoint, async (_input, ctx) => {
      await endLogin(withDeps(ctx), ctx.principal);
      clearSessionCookie(ctx.reply, app.config);
      return ctx.ok(null, 'Logged out successfully');
    });

  for (const kind of Object.values(accountKinds) as AccountKind[]) mountAccountKind(kind);

  function mountAccountKind(kind: AccountKind) {
    // The two kinds' endpoint objects differ only in their account's shape; the flows are shared.
    const endpoints = kind.endpoints as typeof accountKinds.freelancer.endpoints;
    const answer = <T>(value: unknown) => value as T;

    route(app, endpoints.register, async ({ body, files }, ctx) =>
      ctx.ok(
        answer(await register(withDeps(ctx), kind, body, files, callerOf(ctx))),
        kind.registered,
      ),
    );
    route(app, endpoints.login, async ({ body }, ctx) => {
      const signedIn = await login(withDeps(ctx), kind, body, callerOf(ctx));
      await startSession(ctx, signedIn.sessionToken, signedIn.device);
      return ctx.ok(answer(signedIn.answer), 'Login successful');
    });
    mountLogout(endpoints.logout);
    route(app, endpoints.profile, async ({ body }, ctx) =>
      ctx.ok(answer(await profile(ctx.db, kind, ctx.actor, body?.id)), 'Profile found'),
    );
    route(app, endpoints.listInactive, async (_input, ctx) =>
      answer(await listByStatus(ctx.db, kind, false)),
    );
    route(app, endpoints.listActive, async (_input, ctx) =>
      answer(await listByStatus(ctx.db, kind, true)),
    );
    route(app, endpoints.toggleStatus, async ({ params }, ctx) =>
      ctx.ok(
        answer(await toggleStatus(withDeps(ctx), setApproval, ctx.actor, kind, params.id)),
        'Status updated',
      ),
    );
  }

  route(app, adminEndpoints.register, async ({ body }, ctx) => {
    const { answer, sessionToken } = await registerAdmin(
      withDeps(ctx),
      app.config,
      body,
      callerOf(ctx),
    );
    await startSession(ctx, sessionToken);
    return ctx.ok(answer, 'Admin registered successfully');
  });
  route(app, adminEndpoints.login, async ({ body }, ctx) => {
    const { answer, sessionToken, device } = await loginAdmin(withDeps(ctx), body, callerOf(ctx));
    await startSession(ctx, sessionToken, device);
    return ctx.ok(answer, 'Login successful');
  });
  mountLogout(adminEndpoints.logout);
  route(app, adminEndpoints.refresh, async ({ body }, ctx) =>
    ctx.ok(await refreshAdminTokens(withDeps(ctx), body.refreshToken), 'Tokens renewed'),
  );

  route(app, me, async (_input, ctx) =>
    ctx.ok(await signedInAccount(ctx.db, ctx.principal!, ctx.language), 'Signed in'),
  );
}
