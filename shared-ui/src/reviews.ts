// @kaamyaab/shared-ui/reviews: two-way reviews in the contract room and each party's page.
export * from './components/reviews/review-types';
export * from './components/reviews/review-card';
export * from './components/reviews/review-form';
export * from './components/reviews/contract-reviews';
export * from './components/reviews/my-reviews-page';
export { useReviewsT } from './i18n/ui-reviews-strings';
// Scores, badges and public profiles (docs/decisions/032-reputation.md).
export * from './components/reputation/reputation-types';
export * from './components/reputation/reputation-line';
export * from './components/reputation/score-breakdown';
export { useReputationT } from './i18n/ui-reputation-strings';
