import {
  findTalent,
  inviteToJob,
  myInvitation,
  type FindTalentQuery,
  type InviteBody,
} from '@kaamyaab/shared-api/contract';
import { call } from './call';

/** The talent directory and invitations to apply, as named calls (spied on in tests). */
export const talentApi = {
  findTalent: async (query: FindTalentQuery) => (await call(findTalent, { query })).data,
  inviteToJob: async (body: InviteBody) => (await call(inviteToJob, { body })).data.invitation,
  /** The signed-in freelancer's invitation to this job, or null. */
  fetchMyInvitation: async (jobId: string) =>
    (await call(myInvitation, { params: { jobId } })).data.invitation,
};
