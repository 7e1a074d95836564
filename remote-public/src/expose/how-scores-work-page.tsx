import { HowScoresWorkPage } from '../features/reputation/how-scores-work-page';

export default HowScoresWorkPage;
