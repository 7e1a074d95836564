import * as z from 'zod/mini';
import { ContractIdParams } from './deals';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import {
  AdminPersonReviewsPage,
  ContractReviewsDto,
  ListReviewsQuery,
  PersonReviewsPage,
  PersonReviewsParams,
  ReplyBody,
  SubmitReviewBody,
} from './reviews';
import { onFirstUse } from './on-first-use';

/**
 * Two-way reviews (docs/decisions/030-reviews.md): the parties of an ended contract review each
 * other in its room; anyone signed in reads a person's revealed reviews; admins read them all,
 * with the private ratings.
 */

const parties = ['company', 'freelancer'] as const;
const reviewsAnswer = onFirstUse(() => envelope(z.object({ reviews: ContractReviewsDto })));
const roomRefusals = ['contractNotFound', 'notContractParty'] as const;

export const contractReviews = endpoint({
  operationId: 'contractReviews',
  method: 'GET',
  path: '/contracts/:contractId/reviews',
  tag: 'reviews',
  summary: "Where a contract's two reviews stand for the caller: the other's only once revealed",
  who: parties,
  approved: true,
  params: ContractIdParams,
  status: 200,
  answer: reviewsAnswer,
  errors: roomRefusals,
});

export const submitReview = endpoint({
  operationId: 'submitReview',
  method: 'POST',
  path: '/contracts/:contractId/reviews',
  tag: 'reviews',
  summary: 'Review the other party of a contract that ended with money released, once',
  who: parties,
  approved: true,
  params: ContractIdParams,
  body: SubmitReviewBody,
  status: 201,
  answer: reviewsAnswer,
  errors: [
    ...roomRefusals,
    'contractNotEnded',
    'noMoneyReleased',
    'reviewWindowClosed',
    'alreadyReviewed',
    'reviewRatingsWrong',
    'idempotencyReused',
  ],
});

export const replyToReview = endpoint({
  operationId: 'replyToReview',
  method: 'POST',
  path: '/contracts/:contractId/reviews/reply',
  tag: 'reviews',
  summary: 'Reply once, in public, to the review of you, after the reveal',
  who: parties,
  approved: true,
  params: ContractIdParams,
  body: ReplyBody,
  status: 200,
  answer: reviewsAnswer,
  errors: [...roomRefusals, 'noReviewToReply', 'reviewNotRevealed', 'alreadyReplied'],
});

export const personReviews = endpoint({
  operationId: 'personReviews',
  method: 'GET',
  path: '/reviews/:side/:accountId',
  tag: 'reviews',
  summary: "A freelancer's or company's revealed reviews, newest first, with their averages",
  who: ['freelancer', 'company', 'admin'],
  params: PersonReviewsParams,
  query: ListReviewsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(PersonReviewsPage)),
  errors: ['badCursor'],
});

export const adminPersonReviews = endpoint({
  operationId: 'adminPersonReviews',
  method: 'GET',
  path: '/admin/reviews/:side/:accountId',
  tag: 'reviews',
  summary: 'Every review of a person, revealed or not, with the private ratings (admins)',
  who: ['admin'],
  params: PersonReviewsParams,
  query: ListReviewsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(AdminPersonReviewsPage)),
  errors: ['badCursor'],
});

export const reviewEndpoints = [
  contractReviews,
  submitReview,
  replyToReview,
  personReviews,
  adminPersonReviews,
] as const;
