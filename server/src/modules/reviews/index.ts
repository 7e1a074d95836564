/** Two-way reviews of ended contracts, revealed together (docs/decisions/030-reviews.md). */
export { reviewsRoutes } from './reviews.routes';
export { sweepReviewWindows, type ReviewSweepReport } from './review-sweep';
// Scores and public profiles (docs/decisions/032-reputation.md) show a person's revealed reviews.
export { readPersonReviews } from './person-reviews.service';
export { presentPersonReviews } from './reviews.presenter';
