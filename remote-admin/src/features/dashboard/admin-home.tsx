import { Link } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { Card, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';

export function AdminHome() {
  useDocumentMeta('Admin dashboard', 'The Kaamyaab administration overview.');
  const admin = useSignedIn('admin');
  return (
    <section>
      <PageHeading>Admin dashboard</PageHeading>
      <Card>
        <h2>Account approvals</h2>
        <p>
          New freelancers and companies wait for an administrator to check their documents and
          approve them.
        </p>
        <Link to={paths.adminManageUsers}>Review accounts in Manage Users</Link>
      </Card>
      {admin?.role ? <p>Your role: {admin.role}</p> : null}
    </section>
  );
}
