import { Link } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { Card, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';

export function FreelancerHome() {
  useDocumentMeta('Freelancer dashboard', 'Your Kaamyaab freelancer dashboard.');
  const freelancer = useSignedIn('freelancer');
  return (
    <section>
      <PageHeading>Welcome back{freelancer ? `, ${freelancer.fullName}` : ''}</PageHeading>
      <Card>
        <h2>Find your next project</h2>
        <p>
          Companies across Pakistan post new work every day. Apply with a short cover letter and
          your rate in PKR.
        </p>
        <Link to={paths.freelancerJobs}>Browse available jobs</Link>
      </Card>
    </section>
  );
}
