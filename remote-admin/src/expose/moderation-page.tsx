import { ModerationPage } from '../features/moderation/moderation-page';

/** Exposed as './ModerationPage': /admin-dashboard/moderation. */
export default ModerationPage;
