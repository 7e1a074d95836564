import type { FastifyInstance } from 'fastify';
import {
  listContactMessages,
  markContactMessage,
  sendContactMessage,
} from '@kaamyaab/shared-api/contract';
import { addressKey } from '../../lib/client-address';
import { route } from '../../lib/route';
import { contactInbox, markContactMessage as mark } from './contact-inbox.service';
import { receiveContactMessage } from './contact.service';

/**
 * The contact form, limited per address (on the limits' store, shared through Redis when set),
 * and the admins' inbox of its messages.
 */
export async function contactRoutes(app: FastifyInstance) {
  route(app, sendContactMessage, async ({ body }, ctx) => {
    await app.limits.contact.take(addressKey(ctx.request.ip));
    const id = await receiveContactMessage(ctx, app.config.CONTACT_FORWARD_URL, body);
    return ctx.ok({ id }, 'Thank you! Your message has been received.');
  });

  route(app, listContactMessages, async ({ query }, ctx) =>
    ctx.ok(await contactInbox(ctx, query), 'Contact messages fetched'),
  );
  route(app, markContactMessage, async ({ params, body }, ctx) =>
    ctx.ok(
      await mark(ctx, params.id, body.read),
      body.read ? 'Marked as read' : 'Marked as unread',
    ),
  );
}
