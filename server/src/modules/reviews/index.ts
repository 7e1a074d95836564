/** Two-way reviews of ended contracts, revealed together (docs/decisions/030-reviews.md). */
export { reviewsRoutes } from './reviews.routes';
export { sweepReviewWindows, type ReviewSweepReport } from './review-sweep';
