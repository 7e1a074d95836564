import { sendContactMessage, type ContactBody } from '@kaamyaab/shared-api/contract';
import { call } from './call';

export const contactApi = {
  send: (body: ContactBody) => call(sendContactMessage, { body }),
};
