import { useContractReviews, useMyReviews, useMyScore } from '@kaamyaab/shared-api/client';
import { reviewAspects } from '@kaamyaab/shared-api/contract';
import { ContractReviews, MyReviewsPage, ScoreBreakdown } from '@kaamyaab/shared-ui/reviews';

/* The company's reviews (docs/decisions/030-reviews.md): the shared views, handed its models. */

/** The contract room's reviews section, shown once the contract has ended. */
export const CompanyRoomReviews = ({
  contract,
}: {
  contract: { id: string; status: string } | null;
}) => (
  <ContractReviews
    {...useContractReviews('company', contract?.id ?? '', contract?.status === 'ended')}
  />
);

/** Reviews about the company: what freelancers said, once revealed. */
export const CompanyReviews = () => (
  <>
    <MyReviewsPage {...useMyReviews('company')} aspects={reviewAspects.freelancer} />
    <ScoreBreakdown {...useMyScore()} />
  </>
);
