import { FreelancerReviews } from '../features/reviews/freelancer-reviews';

/** Exposed as './ReviewsPage': /freelancer-dashboard/reviews. */
export default FreelancerReviews;
