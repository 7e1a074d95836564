import { moneyAudit, moneyDesk } from '@kaamyaab/shared-api/contract';
import { call } from './call';

/** The admins' money desk (decision 029): the queues and holdings, and the audit trail. */
export const moneyDeskApi = {
  desk: async () => (await call(moneyDesk, {})).data.desk,
  /** Newest first; `after` is the previous page's nextCursor. */
  audit: async (after?: string) => (await call(moneyAudit, { query: after ? { after } : {} })).data,
};
