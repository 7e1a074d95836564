import { z } from 'zod';
import { fieldErrors } from './accounts';
import { keywordQuery, skillsQuery } from './job-search';

/**
 * The talent directory (issue 13): approved freelancers' public face, for companies. Never the
 * CNIC or bank account; the email and phone only once this company accepted the freelancer.
 */
export const TALENT_PAGE_DEFAULT = 20;
export const TALENT_PAGE_MAX = 50;

export const FindTalentQuery = z.object({
  q: keywordQuery.meta({ description: 'Word prefixes over name, skills and bio' }),
  skills: skillsQuery,
  limit: z.coerce.number().int().min(1).max(TALENT_PAGE_MAX).default(TALENT_PAGE_DEFAULT),
  after: z.string().max(200).optional().meta({ description: "The previous page's nextCursor" }),
});
export type FindTalentQuery = z.input<typeof FindTalentQuery>;
export type TalentSearch = z.output<typeof FindTalentQuery>;

/** The filters a directory URL can carry. */
export const talentSearchKeys = ['q', 'skills'] as const;
export type TalentSearchKey = (typeof talentSearchKeys)[number];

/** The browser's check of a directory search, with the server's own rules and sentences. */
export const validateTalentSearch = (values: Partial<Record<TalentSearchKey, string>>) =>
  fieldErrors(FindTalentQuery, values);

export const TalentDto = z.object({
  _id: z.string(),
  fullName: z.string(),
  skills: z.array(z.string()),
  bio: z.string(),
  /** The avatar's URL, or null without one. */
  avatar: z.string().nullable(),
  /** When the freelancer joined Kaamyaab. */
  joinedAt: z.string(),
  /** How many jobs the freelancer was accepted for. */
  acceptedJobs: z.number(),
  /** Only once this company accepted one of the freelancer's applications. */
  contact: z.object({ email: z.string(), phone: z.string() }).nullable(),
});
export type TalentDto = z.infer<typeof TalentDto>;

export const TalentPage = z.object({
  freelancers: z.array(TalentDto),
  limit: z.number(),
  nextCursor: z.string().nullable(),
});
export type TalentPage = z.infer<typeof TalentPage>;

export const InviteSchema = z.object({
  jobId: z.string({ error: 'Choose one of your open jobs' }).min(1, 'Choose one of your open jobs'),
  freelancerId: z.string(),
});
export type InviteBody = z.input<typeof InviteSchema>;

export const InvitationDto = z.object({
  _id: z.string(),
  jobId: z.string(),
  freelancerId: z.string(),
  createdAt: z.string(),
});
export type InvitationDto = z.infer<typeof InvitationDto>;
