import { useCallback, useEffect, useState } from 'react';
import {
  contractReviews,
  personReviews,
  replyToReview,
  reviewAspects,
  submitReview,
  type BodyOf,
  type ContractReviewsDto,
  type DealParty,
  type PersonReviewsPage,
  type ReviewDto,
} from '@kaamyaab/shared-api/contract';
import { readCompany, readFreelancer } from '../session/signed-in';
import { call } from './call';
import { dealFailure, useIntents } from './deal-intents';

/**
 * Two-way reviews (docs/decisions/030-reviews.md) as the pages use them: the contract room's
 * section (where the two reviews stand, the form, the reply) and a party's "Reviews" page.
 */
export const reviewsApi = {
  ofContract: async (contractId: string) =>
    (await call(contractReviews, { params: { contractId } })).data.reviews,
  submit: async (contractId: string, body: BodyOf<typeof submitReview>) =>
    (await call(submitReview, { params: { contractId }, body })).data.reviews,
  reply: async (contractId: string, body: BodyOf<typeof replyToReview>) =>
    (await call(replyToReview, { params: { contractId }, body })).data.reviews,
  ofPerson: async (side: DealParty, accountId: string, after?: string) =>
    (await call(personReviews, { params: { side, accountId }, query: { after } })).data,
};

/** What the review form sends, as its fields hold it: stars and the private rating as text. */
export interface ReviewFormValues {
  overall: string;
  ratings: Record<string, string>;
  text: string;
  privateRating: string;
}

export type ReviewsLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; reviews: ContractReviewsDto };

/**
 * A contract's reviews for one of its parties, read once the contract has ended. A review is sent
 * once per intention with its idempotency key, so a lost answer's retry writes no second review.
 */
export function useContractReviews(role: DealParty, contractId: string, ended: boolean) {
  const [load, setLoad] = useState<ReviewsLoad>({ status: 'loading' });
  const intents = useIntents();
  useEffect(() => {
    if (!ended || !contractId) return;
    let live = true;
    reviewsApi
      .ofContract(contractId)
      .then((reviews) => live && setLoad({ status: 'ready', reviews }))
      .catch(() => live && setLoad({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [contractId, ended]);

  const submit = async (values: ReviewFormValues): Promise<string | null> => {
    const intent = 'review';
    try {
      const ratings = Object.fromEntries(
        reviewAspects[role].map((aspect) => [aspect, Number(values.ratings[aspect])]),
      );
      const reviews = await reviewsApi.submit(contractId, {
        idempotencyKey: intents.keyOf(intent),
        overall: Number(values.overall),
        ratings,
        text: values.text,
        privateRating: Number(values.privateRating),
      });
      intents.settle(intent);
      setLoad({ status: 'ready', reviews });
      return null;
    } catch (error) {
      intents.failed(intent, error);
      return dealFailure(error, submitReview);
    }
  };

  const reply = async (text: string): Promise<string | null> => {
    try {
      setLoad({ status: 'ready', reviews: await reviewsApi.reply(contractId, { text }) });
      return null;
    } catch (error) {
      return dealFailure(error, replyToReview);
    }
  };

  return { role, shown: ended, load, aspects: reviewAspects[role], submit, reply };
}
export type ContractReviewsModel = ReturnType<typeof useContractReviews>;

/** The signed-in party's own reviews: revealed ones about them, newest first, a page at a time. */
export function useMyReviews(role: DealParty) {
  const accountId = (role === 'company' ? readCompany() : readFreelancer())?._id ?? '';
  const [state, setState] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [page, setPage] = useState<PersonReviewsPage | null>(null);
  const [reviews, setReviews] = useState<ReviewDto[]>([]);
  const more = useCallback(
    async (after?: string) => {
      try {
        const next = await reviewsApi.ofPerson(role, accountId, after);
        setPage(next);
        setReviews((shown) => (after ? [...shown, ...next.reviews] : next.reviews));
        setState('ready');
      } catch {
        setState('failed');
      }
    },
    [role, accountId],
  );
  useEffect(() => {
    void more();
  }, [more]);
  return {
    state,
    summary: page?.summary ?? null,
    reviews,
    hasMore: Boolean(page?.nextCursor),
    loadMore: () => void more(page?.nextCursor ?? undefined),
  };
}
export type MyReviewsModel = ReturnType<typeof useMyReviews>;
