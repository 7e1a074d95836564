import {
  listConversations,
  markConversationRead,
  readConversation,
  sendMessage,
  unreadMessages,
} from '@kaamyaab/shared-api/contract';
import { call } from './call';

/** Conversations per application: the inbox, one conversation, write, mark read. */
export const conversationsApi = {
  inbox: async (after?: string) =>
    (await call(listConversations, { query: after ? { after } : {} })).data,
  unreadCount: async () => (await call(unreadMessages, {})).data.unread,
  open: async (applicationId: string, after?: string) =>
    (await call(readConversation, { params: { applicationId }, query: after ? { after } : {} }))
      .data,
  send: async (applicationId: string, text: string) =>
    (await call(sendMessage, { params: { applicationId }, body: { text } })).data.message,
  markRead: async (applicationId: string) =>
    (await call(markConversationRead, { params: { applicationId } })).data.marked,
};
