import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { memoryStore, redisStore } from '../lib/limiter-store';
import { createLoginLimits, type LoginLimits } from '../lib/login-limits';

/** Every limit of the API on one store (docs/decisions/007-login-and-signup-limits.md). */
export interface Limits {
  store: 'memory' | 'redis';
  login: LoginLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

export function rateLimits(app: FastifyInstance, config: AppConfig) {
  const store = config.REDIS_URL
    ? redisStore(config.REDIS_URL, config.REDIS_KEY_PREFIX, app.log)
    : memoryStore(config.REDIS_KEY_PREFIX);

  const limits: Limits = {
    store: store.kind,
    login: createLoginLimits(store, {
      pairMaxFailures: config.LOGIN_PAIR_MAX_FAILURES,
      pairBlockMinutes: config.LOGIN_PAIR_BLOCK_MINUTES,
      accountFailuresPerHour: config.LOGIN_ACCOUNT_FAILURES_PER_HOUR,
      accountSlowdownMinutes: config.LOGIN_ACCOUNT_SLOWDOWN_MINUTES,
      addressMaxFailuresPerDay: config.LOGIN_ADDRESS_MAX_FAILURES_PER_DAY,
      deviceTrustDays: config.LOGIN_DEVICE_TRUST_DAYS,
    }),
  };
  app.decorate('limits', limits);
  app.addHook('onClose', () => store.close());
}
