import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessage, type ApiErrorCode } from '@kaamyaab/shared-api/contract';
import { errorMessageIn } from '@kaamyaab/shared-api/translations';
import { failure } from '../lib/envelope';
import { requestLanguage } from '../lib/request-language';
import { databaseDown, isDatabaseUnavailable } from '../db/connection-errors';
import { ApiError, sendApiError } from '../lib/api-error';
import { StorageUnavailableError } from '../storage/storage';

// Long enough for a store's brief outage, short enough that a person retrying is not kept waiting.
const STORAGE_RETRY_AFTER_SECONDS = 30;

function fieldName(instancePath: string): string | undefined {
  return instancePath.replace(/^\//, '').split('/')[0] || undefined;
}

/** Fastify's and its plugins' own refusals, as contract codes (they name no internals). */
const FRAMEWORK_CODES: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'tooLarge',
  FST_REQ_FILE_TOO_LARGE: 'fileTooLarge',
  FST_FILES_LIMIT: 'tooManyParts',
  FST_FIELDS_LIMIT: 'tooManyParts',
  FST_PARTS_LIMIT: 'tooManyParts',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'notMultipart',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedType',
};

/**
 * One renderer for every failure: the contract's envelope, the contract's status and sentence,
 * and never a stack trace, SQL or path for the client. 5xx details go to the log only.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.code);
      return sendApiError(reply, error);
    }
    // Before the database check: a store's refused connection looks like a database's.
    if (error instanceof StorageUnavailableError) {
      request.log.error({ err: error }, 'file storage unavailable');
      const headers = { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) };
      return sendApiError(reply, new ApiError('storageDown', { headers }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendApiError(reply, databaseDown());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const msg = issue.message ?? errorMessage('invalidInput');
        return {
          msg,
          path: fieldName(issue.instancePath),
          issue: { ...issue.params, code: issue.keyword, message: msg },
        };
      });
      return sendApiError(reply, new ApiError('invalidInput', { errors }));
    }
    const known = FRAMEWORK_CODES[error.code];
    if (known) return sendApiError(reply, new ApiError(known));
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const code: ApiErrorCode =
      status >= 500 ? 'internal' : status === 429 ? 'tooManyRequests' : 'requestRejected';
    const message = errorMessageIn(requestLanguage(request), code);
    return reply.code(status).send(failure(status, code, message, [], request.id));
  });
});
