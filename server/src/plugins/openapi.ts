import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sessionCookieName } from '../auth/session-cookie';

/**
 * The OpenAPI document is generated from the contract's endpoint objects (the same zod schemas
 * that validate requests and answers, their declared errors as 4XX answers), so it cannot drift
 * from what the server does. Served at /api/v1/openapi.json, browsable at /api/docs.
 */
export async function openApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kaamyaab API',
        description:
          "The freelance marketplace for Pakistan. Answers are shaped as the spec's section 7 client reads them; every failure is { statusCode, code, message, errors: [{ msg }], success: false }, where code is a stable name for programs and the sentences are for people.",
        version: '1.0.0',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName(app.config) },
          bearerAuth: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
