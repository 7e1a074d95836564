import { createHash, randomBytes } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { isRefusal, tooMany } from './attempt-limit';
import type { LimiterStore } from './limiter-store';

/**
 * The login limits of docs/decisions/009-login-and-signup-limits.md. Every attempt is counted
 * BEFORE its password is verified, atomically, so a burst of parallel guesses gets no more than
 * the limit; a success then gives back what it should not have cost.
 *
 * - A client the account does not know (no device cookie from one of its successful logins):
 *   consecutive failures per (email, address) with a short block; failures per account from
 *   anywhere, a few freely per hour and then one attempt per slowdown step; failures per address
 *   per day, a cap sized for thousands of people behind one carrier-grade NAT address.
 * - A device the account knows counts only its own consecutive failures: nobody else's guesses,
 *   from whatever address, can refuse it.
 */
export interface LoginLimitSettings {
  pairMaxFailures: number;
  pairBlockMinutes: number;
  accountFailuresPerHour: number;
  accountSlowdownMinutes: number;
  addressMaxFailuresPerDay: number;
  deviceTrustDays: number;
}

export interface LoginAttempt {
  role: string;
  email: string;
  /** The counting key of the caller's address (see client-address.ts). */
  address: string;
  /** The device id of the caller's device cookie, if it sent one. */
  device?: string;
}

export interface LoginTicket {
  /** Whether the attempt came from a device the account knows. */
  trusted: boolean;
  /** Resets the failure counts, gives back the address's point and trusts the device; answers its id. */
  succeeded(): Promise<string>;
}

const HOUR = 3600;
const DAY = 24 * HOUR;
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
export const newDeviceId = () => randomBytes(16).toString('base64url');

type Taken = [RateLimiterAbstract, string];

export function createLoginLimits(store: LimiterStore, settings: LoginLimitSettings) {
  const pair = store.limiter({
    name: 'login-pair',
    points: settings.pairMaxFailures,
    duration: DAY,
    blockDuration: settings.pairBlockMinutes * 60,
  });
  const account = store.limiter({
    name: 'login-account',
    points: settings.accountFailuresPerHour,
    duration: HOUR,
  });
  const slowdown = store.limiter({
    name: 'login-account-slow',
    points: 1,
    duration: settings.accountSlowdownMinutes * 60,
  });
  const address = store.limiter({
    name: 'login-address',
    points: settings.addressMaxFailuresPerDay,
    duration: DAY,
  });
  const trust = store.limiter({
    name: 'login-device',
    points: 1,
    duration: settings.deviceTrustDays * DAY,
  });

  /** The account's free failures of the hour, then one attempt per slowdown step. */
  async function takeAccountAttempt(key: string, taken: Taken[]) {
    try {
      const left = await account.consume(key);
      taken.push([account, key]);
      // The last free failure starts the first step, so the next attempt waits a whole one.
      if (left.remainingPoints === 0) await slowdown.penalty(key);
    } catch (refused) {
      if (!isRefusal(refused)) throw refused;
      try {
        await slowdown.consume(key);
        taken.push([slowdown, key]);
      } catch (slowed) {
        if (!isRefusal(slowed)) throw slowed;
        throw tooMany('tooManyLogins', Math.min(refused.msBeforeNext, slowed.msBeforeNext));
      }
    }
  }

  async function take(limiter: RateLimiterAbstract, key: string, taken: Taken[]) {
    try {
      await limiter.consume(key);
      taken.push([limiter, key]);
    } catch (refused) {
      if (isRefusal(refused)) throw tooMany('tooManyLogins', refused.msBeforeNext);
      throw refused;
    }
  }

  return {
    /** Counts the attempt, or throws the 429 without anything else counted. */
    async begin(attempt: LoginAttempt): Promise<LoginTicket> {
      // The email only as a digest: the store never holds who tried to log in.
      const accountKey = `${attempt.role}:${digest(attempt.email.trim().toLowerCase())}`;
      const deviceKey = attempt.device ? `${accountKey}:${digest(attempt.device)}` : undefined;
      const trusted = deviceKey ? (await trust.get(deviceKey)) !== null : false;
      const pairKey = trusted ? `${deviceKey}:device` : `${accountKey}:address:${attempt.address}`;
      const taken: Taken[] = [];
      try {
        await take(pair, pairKey, taken).catch(async (refused: unknown) => {
          // A known device that keeps failing is known no more: from now on, when its block
          // ends, it counts against the account as any stranger does (a stolen cookie).
          if (trusted && deviceKey) await trust.delete(deviceKey);
          throw refused;
        });
        if (!trusted) {
          await takeAccountAttempt(accountKey, taken);
          await take(address, attempt.address, taken);
        }
      } catch (error) {
        // A refused attempt checks no password, so it must not count against anyone.
        await Promise.all(taken.map(([limiter, key]) => limiter.reward(key)));
        throw error;
      }
      return {
        trusted,
        async succeeded() {
          const device = attempt.device ?? newDeviceId();
          await Promise.all([
            pair.delete(pairKey),
            account.delete(accountKey),
            slowdown.delete(accountKey),
            trusted ? undefined : address.reward(attempt.address),
            trust.set(`${accountKey}:${digest(device)}`, 1, settings.deviceTrustDays * DAY),
          ]);
          return device;
        },
      };
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
