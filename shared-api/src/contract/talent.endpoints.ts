import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { JobIdParams } from './jobs';
import { FindTalentQuery, InvitationDto, InviteSchema, TalentPage } from './talent';
import { onFirstUse } from './on-first-use';

/** The talent directory, and a company's invitation to apply. */
export const findTalent = endpoint({
  operationId: 'findTalent',
  method: 'GET',
  path: '/talent',
  tag: 'talent',
  summary:
    "Approved freelancers' public face, newest first, found by word prefixes over name, skills " +
    'and bio and by skills; for approved companies (and admins); paged by after=nextCursor',
  who: ['company', 'admin'],
  approved: true,
  refuse: 'talentForbidden',
  query: FindTalentQuery,
  status: 200,
  answer: onFirstUse(() => envelope(TalentPage)),
  errors: ['badCursor'],
});

export const inviteToJob = endpoint({
  operationId: 'inviteToJob',
  method: 'POST',
  path: '/talent/invite',
  tag: 'talent',
  summary:
    'Invite an approved freelancer to apply to one of your open jobs (once per job); they are told',
  who: ['company'],
  approved: true,
  refuse: 'talentForbidden',
  body: InviteSchema,
  status: 201,
  answer: onFirstUse(() => envelope(z.object({ invitation: InvitationDto }))),
  errors: [
    'jobNotFound',
    'notJobEditor',
    'jobClosed',
    'jobFilled',
    'freelancerNotFound',
    'alreadyInvited',
    'inviteeApplied',
  ],
});

export const myInvitation = endpoint({
  operationId: 'myInvitation',
  method: 'GET',
  path: '/talent/invitation/:jobId',
  tag: 'talent',
  summary: "The signed-in freelancer's invitation to a job, with the inviting company, if any",
  who: ['freelancer'],
  params: JobIdParams,
  status: 200,
  answer: onFirstUse(() =>
    envelope(
      z.object({
        invitation: z.nullable(z.object({ companyName: z.string(), createdAt: z.string() })),
      }),
    ),
  ),
  errors: [],
});
