import { listFailedEmails, retryFailedEmail } from '@kaamyaab/shared-api/contract';
import { call } from './call';

/** The emails the worker gave up on, for the admins (decision 015). */
export const failedEmailsApi = {
  /** Most recently failed first; `after` is the previous page's nextCursor. */
  list: async (after?: string) =>
    (await call(listFailedEmails, { query: after ? { after } : {} })).data,
  /** Back in the queue, with a fresh count of tries. */
  retry: async (emailId: string) => {
    await call(retryFailedEmail, { params: { emailId } });
  },
};
