import { Link } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { Card, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';

export function CompanyHome() {
  useDocumentMeta('Company dashboard', 'Your Kaamyaab company dashboard.');
  const company = useSignedIn('company');
  return (
    <section>
      <PageHeading>{company ? company.companyName : 'Your company'}</PageHeading>
      <Card>
        <h2>Hire for your next project</h2>
        <p>Post a job with a budget in PKR, then review the applications freelancers send you.</p>
        <Link to={paths.companyPostJob}>Post a new job</Link> ·{' '}
        <Link to={paths.companyJobsPosted}>See posted jobs</Link>
      </Card>
    </section>
  );
}
