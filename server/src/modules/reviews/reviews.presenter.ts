import {
  allReviewAspects,
  type AdminPersonReviewsPage,
  type ContractReviewsDto,
  type PersonReviewsPage,
  type ReviewDto,
  type ReviewRatings,
} from '@kaamyaab/shared-api/contract';
import type { KeysetPage } from '../../lib/keyset-page';
import type { ContractReviewsView } from './reviews.service';
import type { PersonReviewRow, ReviewRow } from './reviews.repository';

/**
 * Reviews as the contract says them. The private rating leaves the server only in the admins'
 * shapes; a party's answers are built from `presentReview`, which never reads it.
 */

function ratingsOf(row: ReviewRow): ReviewRatings {
  const ratings: ReviewRatings = {};
  for (const aspect of allReviewAspects) {
    const value = row[aspect];
    if (value !== null) ratings[aspect] = value;
  }
  return ratings;
}

export function presentReview(
  row: ReviewRow,
  names: { title: string; companyName: string; freelancerName: string },
): ReviewDto {
  return {
    id: row.id,
    contractId: row.contractId,
    authorSide: row.authorSide,
    authorName: row.authorSide === 'company' ? names.companyName : names.freelancerName,
    contractTitle: names.title,
    overall: row.overall,
    ratings: ratingsOf(row),
    text: row.body,
    createdAt: row.createdAt.toISOString(),
    reply:
      row.reply !== null && row.repliedAt !== null
        ? { text: row.reply, createdAt: row.repliedAt.toISOString() }
        : null,
  };
}

export function presentContractReviews(view: ContractReviewsView): ContractReviewsDto {
  const { contract, side, window, mine, theirs } = view;
  const other = side === 'company' ? contract.freelancerName : contract.companyName;
  return {
    contractId: contract.id,
    me: side,
    otherName: other,
    window: window.state,
    closesAt: window.closesAt?.toISOString() ?? null,
    revealed: window.revealed,
    mine: mine ? presentReview(mine, contract) : null,
    theirsWritten: Boolean(theirs),
    theirs: theirs && window.revealed ? presentReview(theirs, contract) : null,
    canReview: window.state === 'open' && !mine,
    canReply: window.revealed && Boolean(theirs) && theirs?.reply === null,
  };
}

interface PersonPage {
  summary: PersonReviewsPage['summary'] & { privateRating: number | null };
  reviews: KeysetPage<PersonReviewRow>;
}

export function presentPersonReviews({ summary, reviews }: PersonPage): PersonReviewsPage {
  const { privateRating: _private, ...shown } = summary;
  return {
    summary: shown,
    reviews: reviews.rows.map((row) => presentReview(row.review, row)),
    limit: reviews.limit,
    nextCursor: reviews.nextCursor,
  };
}

export function presentAdminPersonReviews({
  summary,
  reviews,
}: PersonPage): AdminPersonReviewsPage {
  return {
    summary,
    reviews: reviews.rows.map((row) => ({
      ...presentReview(row.review, row),
      privateRating: row.review.privateRating,
      revealed: row.revealed,
    })),
    limit: reviews.limit,
    nextCursor: reviews.nextCursor,
  };
}
