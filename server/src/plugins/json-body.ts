import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import { nestsDeeperThan } from '../lib/json-depth';

/**
 * The deepest nesting of arrays and objects a JSON body may have: far more than any body of the
 * contract needs, far less than what would strain anything that walks a body afterwards.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * JSON bodies as Fastify parses them by default (secure-json-parse, refusing `__proto__` and
 * `constructor.prototype` keys), once the raw text is known not to nest deeper than
 * MAX_JSON_DEPTH: every later reader of a body (text safety, validation, logging) may walk it
 * without a bound of its own.
 */
export const jsonBody = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new ApiError('bodyTooDeep', { params: { max: MAX_JSON_DEPTH } }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
});
