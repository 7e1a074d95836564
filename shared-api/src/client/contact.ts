import {
  listContactMessages,
  markContactMessage,
  sendContactMessage,
  type ContactBody,
} from '@kaamyaab/shared-api/contract';
import { call } from './call';

export const contactApi = {
  send: (body: ContactBody) => call(sendContactMessage, { body }),
  /** The admins' inbox, newest first; `after` is the previous page's nextCursor. */
  inbox: async (after?: string) =>
    (await call(listContactMessages, { query: after ? { after } : {} })).data,
  mark: async (id: string, read: boolean) =>
    (await call(markContactMessage, { params: { id }, body: { read } })).data.message,
};
