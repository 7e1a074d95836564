import type { FastifyInstance } from 'fastify';
import { adminEndpoints, me, type EndpointSpec } from '@kaamyaab/shared-api/contract';
import { deviceIdOf, setDeviceCookie } from '../../auth/device-cookie';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import { addressKey } from '../../lib/client-address';
import { route, type Handler, type RouteContext, type RouteInput } from '../../lib/route';
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

/** A service's answer as its endpoint's: each kind's presenter writes that kind's answer. */
const answerOf = <E extends EndpointSpec>(value: unknown) =>
  value as Awaited<ReturnType<Handler<E>>>;

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

  /**
   * Mounts an endpoint of one account kind. A kind chosen at run time holds both kinds' endpoint
   * objects, so the handler answers the kind's presenter output, which is that kind's answer.
   */
  const mountForKind = <E extends EndpointSpec>(
    endpoint: E,
    handler: (input: RouteInput<E>, ctx: RouteContext<E>) => Promise<unknown>,
  ) => route(app, endpoint, async (input, ctx) => answerOf<E>(await handler(input, ctx)));

  for (const kind of Object.values(accountKinds) as AccountKind[]) mountAccountKind(kind);

  function mountAccountKind(kind: AccountKind) {
    const { endpoints } = kind;
    mountForKind(endpoints.register, async ({ body, files }, ctx) =>
      ctx.ok(await register(withDeps(ctx), kind, body, files, callerOf(ctx)), kind.registered),
    );
    mountForKind(endpoints.login, async ({ body }, ctx) => {
      const signedIn = await login(withDeps(ctx), kind, body, callerOf(ctx));
      await startSession(ctx, signedIn.sessionToken, signedIn.device);
      return ctx.ok(signedIn.answer, 'Login successful');
    });
    mountLogout(endpoints.logout);
    mountForKind(endpoints.profile, async ({ body }, ctx) =>
      ctx.ok(await profile(ctx.db, kind, ctx.actor, body?.id), 'Profile found'),
    );
    mountForKind(endpoints.listInactive, (_input, ctx) => listByStatus(ctx.db, kind, false));
    mountForKind(endpoints.listActive, (_input, ctx) => listByStatus(ctx.db, kind, true));
    mountForKind(endpoints.toggleStatus, async ({ params }, ctx) =>
      ctx.ok(
        await toggleStatus(withDeps(ctx), setApproval, ctx.actor, kind, params.id),
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
