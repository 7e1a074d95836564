import { useContractReviews, useMyReviews, useMyScore } from '@kaamyaab/shared-api/client';
import { reviewAspects } from '@kaamyaab/shared-api/contract';
import { ContractReviews, MyReviewsPage, ScoreBreakdown } from '@kaamyaab/shared-ui/reviews';

/* The freelancer's reviews (docs/decisions/030-reviews.md): the shared views, handed its models. */

/** The contract room's reviews section, shown once the contract has ended. */
export const FreelancerRoomReviews = ({
  contract,
}: {
  contract: { id: string; status: string } | null;
}) => (
  <ContractReviews
    {...useContractReviews('freelancer', contract?.id ?? '', contract?.status === 'ended')}
  />
);

/** Reviews about the freelancer: what companies said, once revealed. */
export const FreelancerReviews = () => (
  <>
    <MyReviewsPage {...useMyReviews('freelancer')} aspects={reviewAspects.company} />
    <ScoreBreakdown {...useMyScore()} />
  </>
);
