import { useNavigate } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { accountSettings, useOwnAccount } from '@kaamyaab/shared-api/client';
import { showMobile } from '@kaamyaab/shared-api/contract';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { OwnProfile } from '@kaamyaab/shared-ui/dashboard';
import { useFreelancerT } from '../../i18n/freelancer-strings';
import { FreelancerProfileForm } from './freelancer-profile-form';

/**
 * Spec 'Freelancer profile card', and issue 15's edit and close. With no one signed in the
 * area's guard shows 'Loading...' and the login after 2 s. The stored entry holds no CNIC or bank
 * account, so the card reads the whole record from the server.
 */
export function FreelancerProfile() {
  const { t } = useFreelancerT();
  useDocumentMeta(t('profile.documentTitle'), t('profile.documentDescription'));
  const navigate = useNavigate();
  const signedIn = useSignedIn('freelancer');
  const own = useOwnAccount('freelancer', signedIn !== null);

  if (!signedIn || own.status === 'loading') return <p>{t('loading')}</p>;
  if (own.status === 'failed') return <p role="alert">{t('profile.failed')}</p>;
  const freelancer = own.account;
  const rows: [string, string][] = [
    [t('profile.skills'), freelancer.skills],
    [t('fields.bio'), freelancer.bio],
    [t('profile.email'), freelancer.email],
    [t('profile.phone'), showMobile(freelancer.number)],
    [t('profile.idNumber'), freelancer.CNIC],
    [t('profile.bankAccount'), freelancer.bankAccount],
    [t('profile.company'), freelancer.companyName || '—'],
    [t('profile.status'), freelancer.isActive ? t('profile.approved') : t('profile.pending')],
  ];
  return (
    <OwnProfile
      name={freelancer.fullName}
      avatarSrc={freelancer.avatar}
      rows={rows}
      renderForm={(handlers) => <FreelancerProfileForm account={freelancer} {...handlers} />}
      onSaved={own.replace}
      consequences={
        <ul>
          <li>{t('profile.closingDeletes')}</li>
          <li>{t('profile.closingApplications')}</li>
          <li>{t('profile.closingLogout')}</li>
        </ul>
      }
      {...accountSettings('freelancer', () => navigate(paths.home, { replace: true }))}
    />
  );
}
