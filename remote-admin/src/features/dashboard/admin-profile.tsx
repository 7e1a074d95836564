import { useSignedIn } from '@kaamyaab/shared-api';
import { Avatar, Card, DetailsList, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';

/** Spec: the admin profile card shows username and email. */
export function AdminProfile() {
  useDocumentMeta('Admin profile', 'Your Kaamyaab administrator profile.');
  const admin = useSignedIn('admin');
  if (!admin) return <p>Loading...</p>;
  return (
    <section>
      <PageHeading>Profile</PageHeading>
      <Card>
        <Avatar name={admin.username} size={64} />
        <DetailsList
          rows={[
            ['Username', admin.username],
            ['Email', admin.email],
          ]}
        />
      </Card>
    </section>
  );
}
