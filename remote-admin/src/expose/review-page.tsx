import { ReviewPage } from '../features/review/review-page';

/** Exposed as './ReviewPage': /admin-dashboard/manage-users/:role/:id. */
export default ReviewPage;
