import { ApiError } from './api-error';

/**
 * Counts failed logins per account (email) and per address in fixed windows. A store interface
 * so several servers can share counters (Redis) later; memory is the default for one process.
 */
interface Window {
  count: number;
  resetAt: number;
}

export interface LoginLimits {
  perEmail: number;
  perAddress: number;
  windowMs: number;
}

export function createLoginLimiter(limits: LoginLimits) {
  const windows = new Map<string, Window>();

  const current = (key: string, now: number): Window => {
    const window = windows.get(key);
    if (window && window.resetAt > now) return window;
    const fresh = { count: 0, resetAt: now + limits.windowMs };
    windows.set(key, fresh);
    return fresh;
  };

  const keys = (role: string, email: string, address: string) => [
    { key: `${role}:email:${email.toLowerCase()}`, max: limits.perEmail },
    { key: `address:${address}`, max: limits.perAddress },
  ];

  return {
    /** Throws 429 while either counter is spent. */
    check(role: string, email: string, address: string, now = Date.now()) {
      for (const { key, max } of keys(role, email, address)) {
        const window = current(key, now);
        if (window.count >= max) {
          const minutes = Math.max(1, Math.ceil((window.resetAt - now) / 60_000));
          throw new ApiError('tooManyLogins', {
            params: { minutes },
            headers: { 'retry-after': String(Math.ceil((window.resetAt - now) / 1000)) },
          });
        }
      }
    },
    recordFailure(role: string, email: string, address: string, now = Date.now()) {
      for (const { key } of keys(role, email, address)) current(key, now).count += 1;
    },
    recordSuccess(role: string, email: string) {
      windows.delete(`${role}:email:${email.toLowerCase()}`);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
