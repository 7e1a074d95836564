import { Link } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { Card, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { useCompanyT } from '../../i18n/company-strings';

export function CompanyHome() {
  const { t } = useCompanyT();
  useDocumentMeta(t('home.metaTitle'), t('home.metaDescription'));
  const company = useSignedIn('company');
  return (
    <section>
      <PageHeading>{company ? company.companyName : t('home.yourCompany')}</PageHeading>
      <Card>
        <h2>{t('home.hire')}</h2>
        <p>{t('home.howItWorks')}</p>
        <Link to={paths.companyPostJob}>{t('home.postNew')}</Link> ·{' '}
        <Link to={paths.companyJobsPosted}>{t('home.seePosted')}</Link>
      </Card>
    </section>
  );
}
