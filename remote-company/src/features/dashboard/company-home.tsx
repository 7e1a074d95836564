import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { renderLink } from '@kaamyaab/shared-api/client';
import { PartyHome } from '@kaamyaab/shared-ui/dashboard';
import { useCompanyT } from '../../i18n/company-strings';

export function CompanyHome() {
  const { t } = useCompanyT();
  const company = useSignedIn('company');
  const links = [
    { to: paths.companyPostJob, label: t('home.postNew') },
    { to: paths.companyJobsPosted, label: t('home.seePosted') },
  ];
  return (
    <PartyHome
      words={t}
      heading={company ? company.companyName : t('home.yourCompany')}
      links={links}
      renderLink={renderLink}
    />
  );
}
