import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { AttemptLimit } from '../lib/attempt-limit';
import { memoryStore, redisStore } from '../lib/limiter-store';
import { createLoginLimits, type LoginLimits } from '../lib/login-limits';

/**
 * Every limit of the API on one store (docs/decisions/009-login-and-signup-limits.md): logins,
 * sign-ups per address, wrong admin signup keys per address, contact messages per address and
 * conversation messages per account.
 */
export interface Limits {
  store: 'memory' | 'redis';
  login: LoginLimits;
  signups: AttemptLimit;
  adminKeys: AttemptLimit;
  contact: AttemptLimit;
  /** Conversation messages per writing account (decision 015). */
  messages: AttemptLimit;
  /** Password reset emails: per email asked for (known or not, alike) and per address. */
  resetsPerEmail: AttemptLimit;
  resetsPerAddress: AttemptLimit;
  /** Verification emails asked for again, per account. */
  verificationEmails: AttemptLimit;
  /** Wrong current passwords on a password change, per account (a stolen session guessing). */
  passwordChecks: AttemptLimit;
  /** Reports per reporting account (docs/decisions/033-enforcement.md). */
  reports: AttemptLimit;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

const HOUR = 3600;

export function rateLimits(app: FastifyInstance, config: AppConfig) {
  const store = config.REDIS_URL
    ? redisStore(config.REDIS_URL, config.REDIS_KEY_PREFIX, app.log)
    : memoryStore(config.REDIS_KEY_PREFIX);
  const perHour = (name: string, points: number) => store.limiter({ name, points, duration: HOUR });

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
    signups: new AttemptLimit(
      perHour('signup', config.SIGNUP_MAX_PER_ADDRESS_PER_HOUR),
      'tooManySignups',
    ),
    adminKeys: new AttemptLimit(
      perHour('admin-key', config.ADMIN_KEY_MAX_FAILURES_PER_HOUR),
      'tooManyAdminKeyAttempts',
    ),
    contact: new AttemptLimit(
      store.limiter({ name: 'contact', points: config.CONTACT_RATE_LIMIT, duration: 600 }),
      'tooManyMessages',
    ),
    messages: new AttemptLimit(
      store.limiter({ name: 'message', points: config.MESSAGE_RATE_LIMIT, duration: 600 }),
      'tooManyMessages',
    ),
    resetsPerEmail: new AttemptLimit(perHour('reset-email', 3), 'tooManyResetRequests'),
    resetsPerAddress: new AttemptLimit(perHour('reset-address', 20), 'tooManyResetRequests'),
    verificationEmails: new AttemptLimit(perHour('verify-email', 3), 'tooManyVerificationEmails'),
    passwordChecks: new AttemptLimit(perHour('password-check', 10), 'tooManyPasswordAttempts'),
    reports: new AttemptLimit(perHour('report', config.REPORTS_PER_HOUR), 'tooManyReports'),
  };
  app.decorate('limits', limits);
  app.addHook('onClose', () => store.close());
}
