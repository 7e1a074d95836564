import {
  adminStats,
  correctCompany,
  correctFreelancer,
  decideAccount,
  downloadFile,
  reviewAccount,
  searchAccounts,
  sendBackAccount,
  type SearchAccountsQuery,
  type SendBackBody,
} from '@kaamyaab/shared-api/contract';
import { call } from './call';
import type { SelfRegisteringRole } from './accounts';
import { describeError, serverFieldErrors } from './describe-error';
import { correctionErrors } from './error-catalogues';

/** The admin's vetting of one account, one line per call over `call`. */
export const reviewApi = {
  /** The admin dashboard's figures at a glance. */
  stats: async () => (await call(adminStats, {})).data,
  /** Manage Users: one page of a role's accounts, searched and sorted. */
  search: async (role: SelfRegisteringRole, query: SearchAccountsQuery) =>
    (await call(searchAccounts, { params: { role }, query })).data,
  get: async (role: SelfRegisteringRole, id: string) =>
    (await call(reviewAccount, { params: { role, id } })).data,
  decide: async (role: SelfRegisteringRole, id: string, decision: 'approve' | 'deactivate') =>
    (await call(decideAccount, { params: { role, id }, body: { decision } })).data,
  /** A private document's bytes, to show in the page (a PDF viewer reads it from a blob URL). */
  document: (id: string) => call(downloadFile, { params: { id } }),
  sendBack: async (role: SelfRegisteringRole, id: string, body: SendBackBody) =>
    (await call(sendBackAccount, { params: { role, id }, body })).data,
};

const corrections = { freelancer: correctFreelancer, company: correctCompany } as const;

/** The owner's correction of a sent-back account: null when sent, else what to show. */
export async function sendCorrection(role: SelfRegisteringRole, form: FormData) {
  try {
    await call(corrections[role], { body: form });
    return null;
  } catch (error) {
    return { message: describeError(error, correctionErrors), fields: serverFieldErrors(error) };
  }
}
