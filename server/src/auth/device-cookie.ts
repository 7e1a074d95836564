import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@kaamyaab/shared-api/contract';
import type { AppConfig } from '../config/env';

/**
 * A random id per browser, set at each successful login: a device the account knows is spared
 * the limits that other people's failures fill (docs/decisions/009-login-and-signup-limits.md).
 * It grants nothing by itself; the password is still checked.
 */
export const DEVICE_COOKIE = 'kaamyaab_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export function deviceIdOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return value && DEVICE_ID.test(value) ? value : undefined;
}

export function setDeviceCookie(reply: FastifyReply, config: AppConfig, id: string) {
  reply.setCookie(DEVICE_COOKIE, id, {
    httpOnly: true,
    path: API_PREFIX,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: config.LOGIN_DEVICE_TRUST_DAYS * 24 * 60 * 60,
  });
}
