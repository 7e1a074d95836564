import type { FastifyReply } from 'fastify';
import {
  errorMessage,
  errorStatus,
  type ApiErrorCode,
  type ApiFieldError,
  type ErrorParams,
} from '@kaamyaab/shared-api/contract';
import { failure } from './envelope';

interface ApiErrorOptions {
  /** Values for a sentence with blanks (`tooManyLogins` names the minutes). */
  params?: ErrorParams;
  /** Field errors of a failed validation; the message joins them. */
  errors?: ApiFieldError[];
  headers?: Record<string, string>;
}

/**
 * A failure a service answers on purpose, named by its contract code. The status and the
 * sentence come from the contract's error table, so no sentence is written on the server.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: ApiFieldError[];
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ApiErrorCode,
    { params, errors = [], headers = {} }: ApiErrorOptions = {},
  ) {
    const message = errors.length
      ? errors.map((error) => error.msg).join(', ')
      : errorMessage(code, params);
    super(message);
    this.name = 'ApiError';
    this.statusCode = errorStatus(code);
    this.errors = errors;
    this.headers = headers;
  }
}

/** A 400 listing each invalid field, in the shape `errors[].msg` section 7's clients read. */
export function invalidInput(issues: readonly { message: string; path: PropertyKey[] }[]) {
  return new ApiError('invalidInput', {
    errors: issues.map((issue) => ({ msg: issue.message, path: String(issue.path[0] ?? '') })),
  });
}

/** Sends a refusal in the contract's failure envelope, with its status and headers. */
export function sendApiError(reply: FastifyReply, error: ApiError) {
  return reply
    .headers(error.headers)
    .code(error.statusCode)
    .send(failure(error.statusCode, error.message, error.errors));
}
