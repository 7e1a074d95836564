import { useSignedIn } from '@kaamyaab/shared-api';
import { useOwnAccount } from '@kaamyaab/shared-api/client';
import { Avatar, Card, DetailsList, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';

/**
 * Spec 'Company profile card'. The stored entry holds no POC ID or NTN, so the card reads the
 * whole record from the server with the session.
 */
export function CompanyProfile() {
  useDocumentMeta('Company profile', 'Your Kaamyaab company profile.');
  const signedIn = useSignedIn('company');
  const own = useOwnAccount('company', signedIn !== null);
  if (!signedIn || own.status === 'loading') return <p>Loading...</p>;
  if (own.status === 'failed')
    return <p role="alert">Your profile could not be loaded. Please try again later.</p>;
  const company = own.account;
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
