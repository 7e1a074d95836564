import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config/env';
import { SESSION_DAYS } from './sessions.repository';

export const SESSION_COOKIE = 'kaamyaab_session';

/** httpOnly, 7 days, path '/', SameSite=Lax, Secure in production (ARCHITECTURE.md section 4). */
export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    path: '/',
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
