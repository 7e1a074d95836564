import * as z from 'zod/mini';
import { onFirstUse } from './on-first-use';

/** The answer envelope most calls of the public API contract use. */
export interface ApiSuccess<T> {
  statusCode: number;
  data: T;
  message: string;
  success: true;
}

export interface ApiFieldError {
  msg: string;
  path?: string;
}

/**
 * `code` names the failure for programs (the contract's error table, `apiErrors`); `message` and
 * `errors[].msg` are sentences for people, worded in the reader's language, so a client decides
 * on `code` and shows the sentences.
 */
export interface ApiFailure {
  statusCode: number;
  code: string;
  message: string;
  errors: ApiFieldError[];
  success: false;
  /**
   * The request's id, as its log lines and the X-Request-Id header name it, for a person to quote
   * when reporting a failure. A field the spec's client does not read, so it ignores it.
   */
  requestId?: string;
}

export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;

export const API_PREFIX = '/api/v1';

const succeeded = { statusCode: z.number(), message: z.string(), success: z.literal(true) };

/** `{ statusCode, data, message, success }`: where the original client reads `data…`. */
export const envelope = <T extends z.ZodMiniType>(data: T) => z.object({ ...succeeded, data });

/** `{ statusCode, message, success, …keys }`: where the original client reads a key at the top. */
export const withTopLevel = <T extends z.core.$ZodShape>(keys: T) =>
  z.object({ ...succeeded, ...keys });

export const FailureAnswer = onFirstUse(() =>
  z.object({
    statusCode: z.number(),
    code: z.string(),
    message: z.string(),
    errors: z.array(z.object({ msg: z.string(), path: z.optional(z.string()) })),
    success: z.literal(false),
    requestId: z.optional(z.string()),
  }),
);
