import { useSignedIn } from '@kaamyaab/shared-api';
import { useOwnAccount } from '@kaamyaab/shared-api/client';
import { Avatar, Card, DetailsList, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';

/**
 * Spec 'Freelancer profile card'. With no one signed in the area's guard shows 'Loading...' and
 * the login after 2 s. The stored entry holds no CNIC or bank account, so the card reads the
 * whole record from the server.
 */
export function FreelancerProfile() {
  useDocumentMeta('Profile', 'Your Kaamyaab freelancer profile.');
  const signedIn = useSignedIn('freelancer');
  const own = useOwnAccount('freelancer', signedIn !== null);

  if (!signedIn || own.status === 'loading') return <p>Loading...</p>;
  if (own.status === 'failed')
    return <p role="alert">Your profile could not be loaded. Please try again later.</p>;
  const freelancer = own.account;
  const rows: [string, string][] = [
    ['Skills', freelancer.skills],
    ['Bio', freelancer.bio],
    ['Email', freelancer.email],
    ['Phone', freelancer.number],
    ['ID number', freelancer.CNIC],
    ['Bank account', freelancer.bankAccount],
    ['Company', freelancer.companyName || '—'],
    ['Account Status', freelancer.isActive ? 'Approved' : 'Pending'],
  ];
  return (
    <section>
      <PageHeading>Profile</PageHeading>
      <Card>
        <Avatar src={freelancer.avatar} name={freelancer.fullName} size={72} />
        <h2>{freelancer.fullName}</h2>
        <DetailsList rows={rows} />
      </Card>
    </section>
  );
}
