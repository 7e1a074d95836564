import type { FastifyReply } from 'fastify';
import {
  errorMessage,
  errorStatus,
  type ApiErrorCode,
  type ApiFieldError,
  type ErrorParams,
} from '@kaamyaab/shared-api/contract';
import {
  errorMessageIn,
  issueMessageIn,
  type ValidationIssue,
} from '@kaamyaab/shared-api/translations';
import { failure } from './envelope';
import { requestLanguage } from './request-language';

/** A field error, with the validation issue it came from when zod found it (for its Urdu). */
export interface FieldError extends ApiFieldError {
  issue?: ValidationIssue;
}

interface ApiErrorOptions {
  /** Values for a sentence with blanks (`tooManyLogins` names the minutes). */
  params?: ErrorParams;
  /** Field errors of a failed validation; the message joins them. */
  errors?: FieldError[];
  headers?: Record<string, string>;
}

/**
 * A failure a service answers on purpose, named by its contract code. The status and the
 * sentence come from the contract's error table, so no sentence is written on the server.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[];
  readonly headers: Record<string, string>;
  readonly params: ErrorParams;

  constructor(
    readonly code: ApiErrorCode,
    { params = {}, errors = [], headers = {} }: ApiErrorOptions = {},
  ) {
    const message = errors.length
      ? errors.map((error) => error.msg).join(', ')
      : errorMessage(code, params);
    super(message);
    this.name = 'ApiError';
    this.statusCode = errorStatus(code);
    this.errors = errors;
    this.headers = headers;
    this.params = params;
  }
}

/** A 400 listing each invalid field, in the shape `errors[].msg` the public contract's clients read. */
export function invalidInput(issues: readonly (ValidationIssue & { path: PropertyKey[] })[]) {
  return new ApiError('invalidInput', {
    errors: issues.map((issue) => ({
      msg: issue.message,
      path: String(issue.path[0] ?? ''),
      issue,
    })),
  });
}

/**
 * Sends a refusal in the contract's failure envelope, with its status and headers, worded in the
 * request's language (the English of the spec unless Urdu was asked for).
 */
export function sendApiError(reply: FastifyReply, error: ApiError) {
  const language = requestLanguage(reply.request);
  const errors = error.errors.map(({ msg, path, issue }) => ({
    msg: issueMessageIn(language, issue ?? { message: msg }),
    path,
  }));
  const message = errors.length
    ? errors.map((entry) => entry.msg).join(language === 'ur' ? '، ' : ', ')
    : errorMessageIn(language, error.code, error.params);
  return reply
    .headers(error.headers)
    .code(error.statusCode)
    .send(failure(error.statusCode, error.code, message, errors, reply.request.id));
}
