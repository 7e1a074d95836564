import * as z from 'zod/mini';
import { pageFields } from './paging';
import { fieldErrors } from './accounts';
import { keywordQuery, skillsQuery } from './job-search';
import { ReputationDto } from './reputation';
import { onFirstUse } from './on-first-use';

/**
 * The talent directory: approved freelancers' public face, for companies. Never the CNIC or bank
 * account; the email and phone only once this company accepted the freelancer.
 */
export const TALENT_PAGE_DEFAULT = 20;
export const TALENT_PAGE_MAX = 50;

export const FindTalentQuery = onFirstUse(() =>
  z.object({
    q: keywordQuery.check(z.meta({ description: 'Word prefixes over name, skills and bio' })),
    skills: skillsQuery,
    ...pageFields(TALENT_PAGE_DEFAULT, TALENT_PAGE_MAX),
  }),
);
export type FindTalentQuery = z.input<typeof FindTalentQuery>;
export type TalentSearch = z.output<typeof FindTalentQuery>;

/** The filters a directory URL can carry. */
export const talentSearchKeys = ['q', 'skills'] as const;
export type TalentSearchKey = (typeof talentSearchKeys)[number];

/** The browser's check of a directory search, with the server's own rules and sentences. */
export const validateTalentSearch = (values: Partial<Record<TalentSearchKey, string>>) =>
  fieldErrors(FindTalentQuery, values);

export const TalentDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    fullName: z.string(),
    skills: z.array(z.string()),
    bio: z.string(),
    /** The avatar's URL, or null without one. */
    avatar: z.nullable(z.string()),
    /** When the freelancer joined Kaamyaab. */
    joinedAt: z.string(),
    /** How many jobs the freelancer was accepted for. */
    acceptedJobs: z.number(),
    /** Only once this company accepted one of the freelancer's applications. */
    contact: z.nullable(z.object({ email: z.string(), phone: z.string() })),
    /** Score and badges (docs/decisions/032-reputation.md). */
    reputation: ReputationDto,
  }),
);
export type TalentDto = z.infer<typeof TalentDto>;

export const TalentPage = onFirstUse(() =>
  z.object({
    freelancers: z.array(TalentDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);
export type TalentPage = z.infer<typeof TalentPage>;

export const InviteSchema = onFirstUse(() =>
  z.object({
    jobId: z
      .string({ error: 'Choose one of your open jobs' })
      .check(z.minLength(1, 'Choose one of your open jobs')),
    freelancerId: z.string(),
  }),
);
export type InviteBody = z.input<typeof InviteSchema>;

export const InvitationDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    jobId: z.string(),
    freelancerId: z.string(),
    createdAt: z.string(),
  }),
);
export type InvitationDto = z.infer<typeof InvitationDto>;
