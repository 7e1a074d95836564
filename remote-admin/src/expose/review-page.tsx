import { ReviewPage } from '../features/vetting/review-page';

/** Exposed as './ReviewPage': /admin-dashboard/manage-users/:role/:id. */
export default ReviewPage;
