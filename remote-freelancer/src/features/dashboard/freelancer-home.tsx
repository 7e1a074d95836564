import { Link } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { Card, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { useFreelancerT } from '../../i18n/freelancer-strings';

export function FreelancerHome() {
  const { t } = useFreelancerT();
  useDocumentMeta(t('home.documentTitle'), t('home.documentDescription'));
  const freelancer = useSignedIn('freelancer');
  return (
    <section>
      <PageHeading>
        {freelancer ? t('home.welcomeName', { name: freelancer.fullName }) : t('home.welcome')}
      </PageHeading>
      <Card>
        <h2>{t('home.findTitle')}</h2>
        <p>{t('home.findBody')}</p>
        <Link to={paths.freelancerJobs}>{t('home.browse')}</Link>
      </Card>
    </section>
  );
}
