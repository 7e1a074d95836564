import type { FastifyInstance } from 'fastify';
import {
  listConversations,
  markConversationRead,
  readConversation,
  sendMessage,
  unreadMessages,
} from '@kaamyaab/shared-api/contract';
import { route, type RouteContext } from '../../lib/route';
import {
  markConversationRead as markRead,
  myConversations,
  myUnreadMessages,
  readConversation as read,
  writeMessage,
  type ConversationsContext,
} from './conversations.service';

/** The inbox, one conversation, write, mark read. */
export async function conversationsRoutes(app: FastifyInstance) {
  const withLimit = (ctx: RouteContext<never>): ConversationsContext => ({
    ...ctx,
    messageLimit: app.limits.messages,
  });

  route(app, listConversations, async ({ query }, ctx) =>
    ctx.ok(await myConversations(ctx, ctx.actor, query), 'Conversations fetched successfully'),
  );

  route(app, unreadMessages, async (_input, ctx) =>
    ctx.ok({ unread: await myUnreadMessages(ctx, ctx.actor) }, 'Unread messages counted'),
  );

  route(app, readConversation, async ({ params, query }, ctx) =>
    ctx.ok(
      await read(ctx, ctx.actor, params.applicationId, query),
      'Conversation fetched successfully',
    ),
  );

  route(app, sendMessage, async ({ params, body }, ctx) =>
    ctx.ok(
      { message: await writeMessage(withLimit(ctx), ctx.actor, params.applicationId, body.text) },
      'Message sent successfully',
    ),
  );

  route(app, markConversationRead, async ({ params }, ctx) =>
    ctx.ok(
      { marked: await markRead(withLimit(ctx), ctx.actor, params.applicationId) },
      'Conversation marked as read',
    ),
  );
}
