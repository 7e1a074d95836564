import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import { ContactSchema } from '@kaamyaab/shared-api/contract';
import { contactMessages } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { tooManyRequests } from '../../lib/http-errors';

/**
 * Contact messages are stored first, so none is ever lost, then forwarded in the background to a
 * form-collection service when CONTACT_FORWARD_URL is set. Limited per address.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `Too many messages. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
        Math.ceil(context.ttl / 1000),
      ),
  });

  const forward = async (id: string, body: unknown) => {
    const target = app.config.CONTACT_FORWARD_URL;
    if (!target) return;
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      await app.db
        .update(contactMessages)
        .set({ forwardedAt: new Date() })
        .where(eq(contactMessages.id, id));
    } catch (error) {
      app.log.warn({ err: error, id }, 'contact message kept but not forwarded');
    }
  };

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Kaamyaab team',
        body: ContactSchema,
      },
      config: { rateLimit: { max: app.config.CONTACT_RATE_LIMIT, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const [row] = await app.db
        .insert(contactMessages)
        .values(request.body)
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('The message was not stored');
      void forward(row.id, request.body);
      return reply
        .code(201)
        .send(ok({ id: row.id }, 'Thank you! Your message has been received.', 201));
    },
  );
};
