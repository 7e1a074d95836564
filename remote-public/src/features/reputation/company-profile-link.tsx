import { useReputationT } from '@kaamyaab/shared-ui/reviews';
import { paths, profilePath } from '@kaamyaab/shared-api';
import type { JobDto } from '@kaamyaab/shared-api/contract';
import { Link } from '@kaamyaab/shared-api/router';

/** A job's company's public profile, from the board and the job's page; none once it is gone. */
export function CompanyProfileLink({ job }: { job: Pick<JobDto, 'company'> }) {
  const { t: reputationT } = useReputationT();
  if (!job.company) return null;
  return (
    <Link
      to={profilePath('company', job.company._id)}
      aria-label={reputationT('score.profileOf', { name: job.company.companyName })}
    >
      {reputationT('score.companyProfile')}
    </Link>
  );
}

/** The formula's page, from the lists that show scores. */
export function HowScoresWorkLink() {
  const { t: reputationT } = useReputationT();
  return <Link to={paths.howScoresWork}>{reputationT('score.howItWorks')}</Link>;
}
