import { useNavigate } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { accountSettings } from '@kaamyaab/shared-api/client';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { OwnProfile } from '@kaamyaab/shared-ui/dashboard';
import { useAdminT } from '../../i18n/admin-strings';
import { AdminProfileForm } from './admin-profile-form';

/** Spec: the admin profile card shows username and email, with its edit and closing. */
export function AdminProfile() {
  const { t } = useAdminT();
  useDocumentMeta(t('profile.metaTitle'), t('profile.metaDescription'));
  const navigate = useNavigate();
  const admin = useSignedIn('admin');
  if (!admin) return <p>{t('profile.loading')}</p>;
  const closingSays = (
    <ul>
      <li>{t('profile.closingNames')}</li>
      <li>{t('profile.closingLogout')}</li>
    </ul>
  );
  return (
    <OwnProfile
      name={admin.username}
      rows={[
        [t('common.username'), admin.username],
        [t('common.email'), admin.email],
      ]}
      renderForm={(handlers) => <AdminProfileForm account={admin} {...handlers} />}
      // The store already holds the new username (saveAdminProfile keeps it).
      onSaved={() => undefined}
      consequences={closingSays}
      {...accountSettings('admin', () => navigate(paths.home, { replace: true }))}
    />
  );
}
