import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import {
  ConversationPage,
  ConversationParams,
  ConversationsPage,
  ListConversationsQuery,
  ListMessagesQuery,
  MessageDto,
  SendMessageSchema,
} from './conversations';
import { onFirstUse } from './on-first-use';

/** The two parties of an application; admins are not among them (decision 015). */
const parties = ['freelancer', 'company'] as const;
const refuse = 'notConversationParty' as const;

export const listConversations = endpoint({
  operationId: 'listConversations',
  method: 'GET',
  path: '/conversations',
  tag: 'conversations',
  summary: 'My conversations (with messages, or accepted), latest activity first; paged',
  who: parties,
  approved: true,
  refuse,
  query: ListConversationsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(ConversationsPage)),
  errors: ['badCursor'],
});

export const unreadMessages = endpoint({
  operationId: 'countUnreadMessages',
  method: 'GET',
  path: '/conversations/unread-count',
  tag: 'conversations',
  summary: 'How many messages written to me I have not read yet',
  who: parties,
  approved: true,
  refuse,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ unread: z.number() }))),
  errors: [],
});

export const readConversation = endpoint({
  operationId: 'readConversation',
  method: 'GET',
  path: '/conversations/:applicationId',
  tag: 'conversations',
  summary: "An application's conversation: the other party, contact once accepted, messages",
  who: parties,
  approved: true,
  refuse,
  params: ConversationParams,
  query: ListMessagesQuery,
  status: 200,
  answer: onFirstUse(() => envelope(ConversationPage)),
  errors: ['conversationNotFound', 'notConversationParty', 'badCursor'],
});

export const sendMessage = endpoint({
  operationId: 'sendMessage',
  method: 'POST',
  path: '/conversations/:applicationId/messages',
  tag: 'conversations',
  summary: 'Write to the other party of an application',
  who: parties,
  approved: true,
  refuse,
  params: ConversationParams,
  body: SendMessageSchema,
  status: 201,
  answer: onFirstUse(() => envelope(z.object({ message: MessageDto }))),
  errors: ['conversationNotFound', 'notConversationParty', 'tooManyMessages'],
});

export const markConversationRead = endpoint({
  operationId: 'markConversationRead',
  method: 'PATCH',
  path: '/conversations/:applicationId/read',
  tag: 'conversations',
  summary: 'Mark the messages written to me in this conversation read',
  who: parties,
  approved: true,
  refuse,
  params: ConversationParams,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ marked: z.number() }))),
  errors: ['conversationNotFound', 'notConversationParty'],
});
