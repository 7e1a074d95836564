import { ReputationLine, useReputationT, type ReputationView } from '@kaamyaab/shared-ui/reviews';
import { paths, profilePath } from '@kaamyaab/shared-api';
import { Link } from '@kaamyaab/shared-api/router';

/**
 * A freelancer's score and badges on the company's cards (Find Talent, a job's applicants), with
 * the link to their public profile (docs/decisions/032-reputation.md).
 */
export function FreelancerReputation({
  freelancerId,
  name,
  reputation,
}: {
  freelancerId: string;
  name: string;
  reputation: ReputationView;
}) {
  const { t } = useReputationT();
  return (
    <ReputationLine
      reputation={reputation}
      link={
        <Link
          to={profilePath('freelancer', freelancerId)}
          aria-label={t('score.profileOf', { name })}
        >
          {t('score.profile')}
        </Link>
      }
    />
  );
}

/** The formula's page, from Find Talent. */
export function HowScoresWorkLink() {
  const { t } = useReputationT();
  return <Link to={paths.howScoresWork}>{t('score.howItWorks')}</Link>;
}
