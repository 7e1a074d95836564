/*
 * The reviews as the views read them (shared-ui knows no API): the contract's DTOs fit these
 * shapes, so a remote hands its models straight in.
 */

export type ReviewParty = 'company' | 'freelancer';
export type ReviewAspectName =
  'quality' | 'communication' | 'deadlines' | 'clarity' | 'payingOnTime';

export interface ReviewView {
  id: string;
  authorSide: ReviewParty;
  authorName: string;
  contractTitle: string;
  overall: number;
  ratings: Partial<Record<ReviewAspectName, number>>;
  text: string;
  createdAt: string;
  reply: { text: string; createdAt: string } | null;
}

export interface ContractReviewsView {
  me: ReviewParty;
  otherName: string;
  window: 'notOpen' | 'open' | 'closed';
  closesAt: string | null;
  revealed: boolean;
  mine: ReviewView | null;
  theirsWritten: boolean;
  theirs: ReviewView | null;
  canReview: boolean;
  canReply: boolean;
}

export interface ReviewFormValues {
  overall: string;
  ratings: Record<string, string>;
  text: string;
  privateRating: string;
}

/** A refusal's sentence, or null when it was done. */
export type ReviewOutcome = Promise<string | null>;

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
