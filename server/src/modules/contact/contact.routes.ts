import type { FastifyInstance } from 'fastify';
import { sendContactMessage } from '@kaamyaab/shared-api/contract';
import { addressKey } from '../../lib/client-address';
import { route } from '../../lib/route';
import { receiveContactMessage } from './contact.service';

/** The contact form, limited per address (on the limits' store, shared through Redis when set). */
export async function contactRoutes(app: FastifyInstance) {
  route(app, sendContactMessage, async ({ body }, ctx) => {
    await app.limits.contact.take(addressKey(ctx.request.ip));
    const id = await receiveContactMessage(ctx, app.config.CONTACT_FORWARD_URL, body);
    return ctx.ok({ id }, 'Thank you! Your message has been received.');
  });
}
