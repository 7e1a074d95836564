import { useNavigate } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { accountSettings, useOwnAccount } from '@kaamyaab/shared-api/client';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { OwnProfile } from '@kaamyaab/shared-ui/dashboard';
import { useCompanyT } from '../../i18n/company-strings';
import { CompanyProfileForm } from './company-profile-form';

const closingSays = (t: ReturnType<typeof useCompanyT>['t']) => (
  <ul>
    <li>{t('profile.closingDeleted')}</li>
    <li>{t('profile.closingJobs')}</li>
    <li>{t('profile.closingLogout')}</li>
  </ul>
);

/**
 * Spec 'Company profile card', and issue 15's edit and close. The stored entry holds no POC ID
 * or NTN, so the card reads the whole record from the server with the session.
 */
export function CompanyProfile() {
  const { t } = useCompanyT();
  useDocumentMeta(t('profile.metaTitle'), t('profile.metaDescription'));
  const navigate = useNavigate();
  const signedIn = useSignedIn('company');
  const own = useOwnAccount('company', signedIn !== null);

  if (!signedIn || own.status === 'loading') return <p>{t('loading')}</p>;
  if (own.status === 'failed') return <p role="alert">{t('profile.failed')}</p>;
  const company = own.account;
  const rows: [string, string][] = [
    [t('profile.pointOfContact'), company.pocName],
    [t('profile.bio'), company.bio],
    [t('profile.email'), company.email],
    [t('profile.pocId'), company.pocId],
    [t('profile.ntn'), company.companyNtn],
    [t('profile.status'), t(company.isActive ? 'profile.approved' : 'profile.pending')],
  ];
  return (
    <OwnProfile
      name={company.companyName}
      avatarSrc={company.avatar}
      rows={rows}
      renderForm={(handlers) => <CompanyProfileForm account={company} {...handlers} />}
      onSaved={own.replace}
      consequences={closingSays(t)}
      {...accountSettings('company', () => navigate(paths.home, { replace: true }))}
    />
  );
}
