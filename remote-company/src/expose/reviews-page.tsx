import { CompanyReviews } from '../features/reviews/company-reviews';

/** Exposed as './ReviewsPage': /company-dashboard/reviews. */
export default CompanyReviews;
