import { ApiError } from '../../lib/api-error';
import { pageOf } from '../../lib/keyset-page';
import type { EventBus } from '../../lib/event-bus';
import { isUuid } from '../../lib/ids';
import type { Actor, ServiceContext } from '../../lib/service-context';
import type { AttemptLimit } from '../../lib/attempt-limit';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { announce, messageReceived } from '../notifications';
import { partyOf } from './conversations.policy';
import { decodeMessageCursor, encodeMessageCursor } from './message-cursor';
import { presentConversation, presentMessage } from './conversations.presenter';
import {
  countUnreadMessages,
  findConversation,
  insertMessage,
  listConversations,
  listMessages,
  markMessagesRead,
  type Conversation,
  type Party,
} from './conversations.repository';

export interface ConversationsContext extends ServiceContext {
  bus: EventBus;
  messageLimit: AttemptLimit;
}
interface PageQuery {
  limit: number;
  after?: string;
}

/** The conversation and the caller's side of it; anyone else is refused (and logged). */
async function asParty(ctx: ServiceContext, actor: Actor, applicationId: string) {
  const conversation = isUuid(applicationId)
    ? await findConversation(ctx.db, applicationId)
    : undefined;
  if (!conversation) throw new ApiError('conversationNotFound');
  const party = partyOf(actor, conversation);
  if (!party) {
    ctx.log.warn({ actorId: actor.id, applicationId }, 'conversation of others');
    throw new ApiError('notConversationParty');
  }
  return { conversation, party };
}

export async function readConversation(
  ctx: ServiceContext,
  actor: Actor,
  applicationId: string,
  query: PageQuery,
) {
  const before = query.after ? decodeMessageCursor(query.after) : undefined;
  const { conversation, party } = await asParty(ctx, actor, applicationId);
  const rows = await listMessages(ctx.db, applicationId, query.limit, before);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) => encodeMessageCursor(last.seq));
  return {
    conversation: presentConversation(conversation, party),
    messages: page.map((row) => presentMessage(row, party)),
    limit: query.limit,
    nextCursor,
  };
}

const otherOf = (conversation: Conversation, party: Party) =>
  party === 'freelancer'
    ? { type: 'company' as const, id: conversation.company.id }
    : { type: 'freelancer' as const, id: conversation.freelancer.id };

/** Counted per writer before anything is stored; the other party is told in the same commit. */
export async function writeMessage(
  ctx: ConversationsContext,
  actor: Actor,
  applicationId: string,
  text: string,
) {
  const { conversation, party } = await asParty(ctx, actor, applicationId);
  await ctx.messageLimit.take(`${actor.type}:${actor.id}`);
  const other = otherOf(conversation, party);
  const { row, told } = await ctx.db.transaction(async (tx) => {
    const inserted = await insertMessage(tx, {
      applicationId,
      senderType: party,
      senderId: actor.id,
      body: text,
    });
    const sender = party === 'freelancer' ? conversation.freelancer : conversation.company;
    return {
      row: inserted,
      told: await messageReceived(tx, {
        recipient: other,
        messageId: inserted.id,
        applicationId,
        jobTitle: conversation.jobTitle,
        senderName: sender.name,
      }),
    };
  });
  announce(ctx.bus, [told]);
  ctx.bus.publish('conversation.changed', {
    applicationId,
    recipients: [other, { type: actor.type, id: actor.id }],
  });
  return presentMessage(row, party);
}

export async function markConversationRead(
  ctx: ConversationsContext,
  actor: Actor,
  applicationId: string,
) {
  const { party } = await asParty(ctx, actor, applicationId);
  const marked = await markMessagesRead(ctx.db, applicationId, party);
  // The reader's other open tabs update their unread counts too.
  if (marked > 0)
    ctx.bus.publish('conversation.changed', {
      applicationId,
      recipients: [{ type: actor.type, id: actor.id }],
    });
  return marked;
}

const partyTypeOf = (actor: Actor): Party => {
  if (actor.type === 'admin') throw new ApiError('notConversationParty');
  return actor.type;
};

export const myUnreadMessages = (ctx: ServiceContext, actor: Actor) =>
  countUnreadMessages(ctx.db, partyTypeOf(actor), actor.id);

export async function myConversations(ctx: ServiceContext, actor: Actor, query: PageQuery) {
  const after = query.after ? decodeCursor(query.after) : undefined;
  const party = partyTypeOf(actor);
  const rows = await listConversations(ctx.db, party, actor.id, query.limit, after);
  const { page, nextCursor } = pageOf(rows, query.limit, (last) =>
    encodeCursor({ createdAt: last.activity, id: last.applicationId }),
  );
  return {
    conversations: page.map((row) => ({
      applicationId: row.applicationId,
      jobTitle: row.jobTitle,
      status: row.status,
      otherPartyName: row.otherPartyName,
      lastMessage:
        row.lastText !== null && row.lastAt !== null
          ? {
              text: row.lastText,
              fromMe: row.lastSender === party,
              createdAt: new Date(row.lastAt).toISOString(),
            }
          : null,
      unread: row.unread,
    })),
    limit: query.limit,
    nextCursor,
  };
}
