import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ApiErrorCode } from '@kaamyaab/shared-api/contract';
import { ApiError } from './api-error';

/** The contract's 429 codes; each sentence names the minutes to wait. */
export type LimitCode = Extract<
  ApiErrorCode,
  | 'tooManyLogins'
  | 'tooManySignups'
  | 'tooManyAdminKeyAttempts'
  | 'tooManyMessages'
  | 'tooManyResetRequests'
  | 'tooManyVerificationEmails'
  | 'tooManyPasswordAttempts'
  | 'tooManyReports'
>;

/** A 429 in the envelope, with Retry-After in seconds and the sentence in minutes. */
export function tooMany(code: LimitCode, msBeforeNext: number): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiError(code, {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { 'retry-after': String(seconds) },
  });
}

/** A refusal of the limiter (its answer), as opposed to a failure of its store. */
export const isRefusal = (value: unknown): value is RateLimiterRes =>
  value instanceof RateLimiterRes;

/**
 * One limit on an action, counted BEFORE the action's costly work: `take` spends a point
 * atomically and throws the 429 when none is left, so parallel requests cannot all slip past a
 * check made before any of them is counted. `refund` gives the point back when the attempt turns
 * out not to count (a right admin key).
 */
export class AttemptLimit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly code: LimitCode,
  ) {}

  async take(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (refused) {
      if (isRefusal(refused)) throw tooMany(this.code, refused.msBeforeNext);
      throw refused;
    }
  }

  async refund(key: string): Promise<void> {
    await this.limiter.reward(key);
  }
}
