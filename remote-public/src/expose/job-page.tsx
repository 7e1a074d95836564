import { JobPage } from '../features/job-board/job-page';

export default JobPage;
