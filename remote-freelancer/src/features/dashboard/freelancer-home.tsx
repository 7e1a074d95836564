import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { renderLink } from '@kaamyaab/shared-api/client';
import { PartyHome } from '@kaamyaab/shared-ui/dashboard';
import { useFreelancerT } from '../../i18n/freelancer-strings';

export function FreelancerHome() {
  const { t } = useFreelancerT();
  const freelancer = useSignedIn('freelancer');
  const welcome = freelancer
    ? t('home.welcomeName', { name: freelancer.fullName })
    : t('home.welcome');
  return (
    <PartyHome
      words={t}
      heading={welcome}
      links={[{ to: paths.freelancerJobs, label: t('home.browse') }]}
      renderLink={renderLink}
    />
  );
}
