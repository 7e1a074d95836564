import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { uploadRules } from '@kaamyaab/shared-api/contract';
import { failure } from '../lib/envelope';
import { HttpError } from '../lib/http-errors';

function fieldName(instancePath: string): string | undefined {
  return instancePath.replace(/^\//, '').split('/')[0] || undefined;
}

/**
 * One renderer for every failure: the contract's envelope, the right status, and never a stack
 * trace, SQL or path for the client. 5xx details go to the log only.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .headers(error.headers)
        .code(error.statusCode)
        .send(failure(error.statusCode, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        msg: issue.message ?? 'Invalid value',
        path: fieldName(issue.instancePath),
      }));
      const message = errors.map((e) => e.msg).join(', ');
      return reply.code(400).send(failure(400, message, errors));
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status)
        .send(failure(status, 'Internal server error. Please try again later.'));
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type): safe to name, no internals.
    return reply.code(status).send(failure(status, clientMessage(error, status)));
  });
});

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadRules.tooLarge;
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'The form has too many parts.';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Please send the form as multipart/form-data.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported here.';
    default:
      return status === 429
        ? 'Too many requests. Please try again later.'
        : 'The request could not be processed.';
  }
}
