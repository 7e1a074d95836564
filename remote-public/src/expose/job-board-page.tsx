import { JobBoardPage } from '../features/job-board/job-board-page';

export default JobBoardPage;
