import * as z from 'zod/mini';
import { idempotencyKey } from './deals';
import { pageFields } from './paging';
import { onFirstUse } from './on-first-use';

/**
 * Two-way reviews of an ended contract (docs/decisions/030-reviews.md): each party reviews the
 * other once, and neither review is shown until both are written or the window closes. Every
 * rating is its own field (and column), so a score can be computed from them later.
 */

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REPLY_TEXT_MAX = 2000;
export const REVIEWS_PAGE_DEFAULT = 10;
export const REVIEWS_PAGE_MAX = 50;

/** Who wrote a review, or who is reviewed: the two parties of a contract. */
export const reviewSides = ['company', 'freelancer'] as const;
export type ReviewSide = (typeof reviewSides)[number];

/**
 * The three specific ratings, by the side that gives them: a company rates its freelancer's work,
 * a freelancer rates the company it worked for.
 */
export const reviewAspects = {
  company: ['quality', 'communication', 'deadlines'],
  freelancer: ['clarity', 'communication', 'payingOnTime'],
} as const satisfies Record<ReviewSide, readonly string[]>;
export const allReviewAspects = [
  'quality',
  'communication',
  'deadlines',
  'clarity',
  'payingOnTime',
] as const;
export type ReviewAspect = (typeof allReviewAspects)[number];

export const reviewMessages = {
  starsInvalid: 'Choose from 1 to 5 stars',
  privateRatingInvalid: 'Choose a number from 0 to 10',
  textRequired: 'Write a few words about working together',
  textTooShort: `Write at least ${REVIEW_TEXT_MIN} characters`,
  textTooLong: `A review must be at most ${REVIEW_TEXT_MAX} characters`,
  replyRequired: 'Write your reply',
  replyTooLong: `A reply must be at most ${REPLY_TEXT_MAX} characters`,
} as const;

const stars = onFirstUse(() =>
  z
    .number({ error: reviewMessages.starsInvalid })
    .check(
      z.int(reviewMessages.starsInvalid),
      z.minimum(1, reviewMessages.starsInvalid),
      z.maximum(5, reviewMessages.starsInvalid),
    ),
);

/** The ratings of one review: the author's side's three; the other side's are refused. */
export const ReviewRatings = onFirstUse(() =>
  z.object({
    quality: z.optional(stars),
    communication: z.optional(stars),
    deadlines: z.optional(stars),
    clarity: z.optional(stars),
    payingOnTime: z.optional(stars),
  }),
);
export type ReviewRatings = z.output<typeof ReviewRatings>;

export const SubmitReviewBody = onFirstUse(() =>
  z.object({
    idempotencyKey,
    overall: stars,
    ratings: ReviewRatings,
    text: z
      .string({ error: reviewMessages.textRequired })
      .check(
        z.trim(),
        z.minLength(1, reviewMessages.textRequired),
        z.minLength(REVIEW_TEXT_MIN, reviewMessages.textTooShort),
        z.maxLength(REVIEW_TEXT_MAX, reviewMessages.textTooLong),
      ),
    /** "How likely are you to work with them again?", 0 to 10: only the platform ever reads it. */
    privateRating: z
      .number({ error: reviewMessages.privateRatingInvalid })
      .check(
        z.int(reviewMessages.privateRatingInvalid),
        z.minimum(0, reviewMessages.privateRatingInvalid),
        z.maximum(10, reviewMessages.privateRatingInvalid),
      ),
  }),
);
export type SubmitReviewBody = z.output<typeof SubmitReviewBody>;
export type SubmitReviewInput = z.input<typeof SubmitReviewBody>;

export const ReplyBody = onFirstUse(() =>
  z.object({
    text: z
      .string({ error: reviewMessages.replyRequired })
      .check(
        z.trim(),
        z.minLength(1, reviewMessages.replyRequired),
        z.maxLength(REPLY_TEXT_MAX, reviewMessages.replyTooLong),
      ),
  }),
);

export const PersonReviewsParams = onFirstUse(() =>
  z.object({
    side: z.enum(reviewSides),
    accountId: z.uuid(),
  }),
);
export const ListReviewsQuery = onFirstUse(() =>
  z.object({
    ...pageFields(REVIEWS_PAGE_DEFAULT, REVIEWS_PAGE_MAX),
  }),
);

// Answers

export const ReviewDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    contractId: z.string(),
    /** The side that wrote it; the other side is the one reviewed. */
    authorSide: z.enum(reviewSides),
    authorName: z.string(),
    contractTitle: z.string(),
    overall: z.number(),
    ratings: ReviewRatings,
    text: z.string(),
    createdAt: z.string(),
    reply: z.nullable(z.object({ text: z.string(), createdAt: z.string() })),
  }),
);
export type ReviewDto = z.infer<typeof ReviewDto>;

/** A review as an admin reads it: with the private rating no party ever sees. */
export const AdminReviewDto = onFirstUse(() =>
  z.extend(ReviewDto, {
    privateRating: z.number(),
    revealed: z.boolean(),
  }),
);
export type AdminReviewDto = z.infer<typeof AdminReviewDto>;

/**
 * Where a contract's reviews stand for one of its parties. `window`: `notOpen` before the
 * contract ends with money released (or never, when none was), `open` until `closesAt`, then
 * `closed`. The other party's review is present only once `revealed`.
 */
export const ContractReviewsDto = onFirstUse(() =>
  z.object({
    contractId: z.string(),
    me: z.enum(reviewSides),
    otherName: z.string(),
    window: z.enum(['notOpen', 'open', 'closed']),
    closesAt: z.nullable(z.string()),
    revealed: z.boolean(),
    mine: z.nullable(ReviewDto),
    theirsWritten: z.boolean(),
    theirs: z.nullable(ReviewDto),
    canReview: z.boolean(),
    canReply: z.boolean(),
  }),
);
export type ContractReviewsDto = z.infer<typeof ContractReviewsDto>;

export const ReviewAverages = onFirstUse(() =>
  z.object({
    count: z.number(),
    /** Averages to two decimals; null with no review. */
    overall: z.nullable(z.number()),
    quality: z.nullable(z.number()),
    communication: z.nullable(z.number()),
    deadlines: z.nullable(z.number()),
    clarity: z.nullable(z.number()),
    payingOnTime: z.nullable(z.number()),
  }),
);
export type ReviewAverages = z.infer<typeof ReviewAverages>;

export const PersonReviewsPage = onFirstUse(() =>
  z.object({
    summary: ReviewAverages,
    reviews: z.array(ReviewDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);
export type PersonReviewsPage = z.infer<typeof PersonReviewsPage>;

export const AdminPersonReviewsPage = onFirstUse(() =>
  z.object({
    summary: z.extend(ReviewAverages, { privateRating: z.nullable(z.number()) }),
    reviews: z.array(AdminReviewDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);
export type AdminPersonReviewsPage = z.infer<typeof AdminPersonReviewsPage>;
