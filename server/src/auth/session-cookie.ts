import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env';
import { SESSION_DAYS } from './sessions.repository';

/**
 * The browser session's cookie: httpOnly, 7 days, path '/', SameSite=Lax. In production it is
 * Secure and named with the `__Host-` prefix, which browsers accept only from a secure origin
 * with no Domain, so no subdomain can plant or overwrite it.
 */
export const sessionCookieName = (config: Pick<AppConfig, 'isProduction'>) =>
  config.isProduction ? '__Host-kaamyaab_session' : 'kaamyaab_session';

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request.server.config)];
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string) {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    path: '/',
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(sessionCookieName(config), { path: '/', secure: config.isProduction });
}
