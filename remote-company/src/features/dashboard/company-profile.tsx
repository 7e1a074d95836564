import { useSignedIn } from '@kaamyaab/shared-api';
import { Avatar, Card, DetailsList, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';

/** Spec 'Company profile card'. */
export function CompanyProfile() {
  useDocumentMeta('Company profile', 'Your Kaamyaab company profile.');
  const company = useSignedIn('company');
  if (!company) return <p>Loading...</p>;
  const rows: [string, string][] = [
    ['Point of contact', company.pocName],
    ['Bio', company.bio],
    ['Email', company.email],
    ['POC ID', company.pocId],
    ['NTN', company.companyNtn],
    ['Account Status', company.isActive ? 'Approved' : 'Pending'],
  ];
  return (
    <section>
      <PageHeading>Profile</PageHeading>
      <Card>
        <Avatar src={company.avatar} name={company.companyName} size={72} />
        <h2>{company.companyName}</h2>
        <DetailsList rows={rows} />
      </Card>
    </section>
  );
}
