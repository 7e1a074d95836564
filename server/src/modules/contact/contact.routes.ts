import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { sendContactMessage } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import { route } from '../../lib/route';
import { receiveContactMessage } from './contact.service';

/** The contact form, limited per address. */
export async function contactRoutes(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError('tooManyMessages', {
        params: { minutes: Math.ceil(context.ttl / 60_000) },
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });

  route(
    app,
    sendContactMessage,
    async ({ body }, ctx) => {
      const id = await receiveContactMessage(ctx, app.config.CONTACT_FORWARD_URL, body);
      return ctx.ok({ id }, 'Thank you! Your message has been received.');
    },
    { config: { rateLimit: { max: app.config.CONTACT_RATE_LIMIT, timeWindow: '10 minutes' } } },
  );
}
