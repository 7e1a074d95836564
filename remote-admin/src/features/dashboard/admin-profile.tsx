import { useNavigate } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { accountSettings } from '@kaamyaab/shared-api/client';
import { OwnProfile, useDocumentMeta } from '@kaamyaab/shared-ui';
import { AdminProfileForm } from './admin-profile-form';

const closingSays = (
  <ul>
    <li>Your username and email are deleted; the review history shows “Closed account”.</li>
    <li>You are logged out everywhere, and your email can sign up again with the admin key.</li>
  </ul>
);

/** Spec: the admin profile card shows username and email; issue 15 adds editing and closing. */
export function AdminProfile() {
  useDocumentMeta('Admin profile', 'Your Kaamyaab administrator profile.');
  const navigate = useNavigate();
  const admin = useSignedIn('admin');
  if (!admin) return <p>Loading...</p>;
  return (
    <OwnProfile
      name={admin.username}
      rows={[
        ['Username', admin.username],
        ['Email', admin.email],
      ]}
      renderForm={(handlers) => <AdminProfileForm account={admin} {...handlers} />}
      // The store already holds the new username (saveAdminProfile keeps it).
      onSaved={() => undefined}
      consequences={closingSays}
      {...accountSettings('admin', () => navigate(paths.home, { replace: true }))}
    />
  );
}
