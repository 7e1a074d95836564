import { RateLimiterRes } from 'rate-limiter-flexible';
import type { ApiErrorCode } from '@kaamyaab/shared-api/contract';
import { ApiError } from './api-error';

/** The contract's 429 codes; each sentence names the minutes to wait. */
export type LimitCode = Extract<ApiErrorCode, 'tooManyLogins'>;

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
