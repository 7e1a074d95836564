import { TalentDirectory } from '../features/talent/talent-directory';

/** Exposed as './TalentPage': the company's Find Talent, /company-dashboard/talent. */
export default TalentDirectory;
