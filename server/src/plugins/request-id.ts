import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// What a balancer's or a tracing proxy's id looks like: short, and nothing that could forge a log line.
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Each request's id (Fastify's `request.id`, the `reqId` of every log line it writes): the id the
 * balancer sent in X-Request-Id when the balancer is trusted (TRUST_PROXY), so one id follows a
 * request through both logs; a fresh UUID otherwise, unique across processes, where Fastify's
 * own counter restarts at 1 in each.
 */
export const requestIdOf =
  (trustProxy: boolean) =>
  (request: IncomingMessage): string => {
    const forwarded = request.headers['x-request-id'];
    return trustProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)
      ? forwarded
      : randomUUID();
  };

/** Every answer names its request in X-Request-Id, so a person reporting a failure can quote it. */
export function requestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
