import type { FastifyInstance } from 'fastify';
import { credentialEndpoints, credentialMessages } from '@kaamyaab/shared-api/contract';
import { addressKey } from '../../../lib/client-address';
import { route, type RouteContext } from '../../../lib/route';
import {
  changePassword,
  emailVerification,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
  type CredentialsContext,
} from './credentials.service';

/** Forgotten and changed passwords, and email verification (credentials.endpoints.ts). */
export async function credentialsRoutes(app: FastifyInstance) {
  const e = credentialEndpoints;
  const m = credentialMessages;
  const withDeps = (ctx: RouteContext<never>): CredentialsContext => ({
    db: ctx.db,
    bus: ctx.bus,
    limits: app.limits,
    language: ctx.language,
  });
  /** An email was just queued: send it now rather than at the next poll. */
  const sendSoon = (queued: boolean) => {
    if (queued) app.outbox.wake();
  };

  route(app, e.forgotPassword, async ({ body }, ctx) => {
    sendSoon(await requestPasswordReset(withDeps(ctx), body, addressKey(ctx.request.ip)));
    return ctx.ok(null, m.resetRequested);
  });
  route(app, e.resetPassword, async ({ body }, ctx) =>
    ctx.ok(await resetPassword(withDeps(ctx), body), m.passwordReset),
  );
  route(app, e.changePassword, async ({ body }, ctx) => {
    await changePassword(withDeps(ctx), ctx.principal!, body);
    return ctx.ok(null, m.passwordChanged);
  });
  route(app, e.verifyEmail, async ({ body }, ctx) =>
    ctx.ok(await verifyEmail(withDeps(ctx), body.token), m.emailVerified),
  );
  route(app, e.emailVerificationStatus, async (_input, ctx) => {
    const status = await emailVerification(ctx.db, ctx.principal!);
    return ctx.ok(status, status.verified ? m.alreadyVerified : m.verifyPrompt);
  });
  route(app, e.resendVerification, async (_input, ctx) => {
    const { status, queued } = await resendVerification(withDeps(ctx), ctx.principal!);
    sendSoon(queued);
    return ctx.ok(status, queued ? m.verificationSent : m.alreadyVerified);
  });
}
