import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { Avatar, Card, DetailsList, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';

export const MISSING_USER_REDIRECT_MS = 2000;

/** Spec 'Freelancer profile card'; with no one signed in: 'Loading...' then /login after 2 s. */
export function FreelancerProfile() {
  useDocumentMeta('Profile', 'Your Kaamyaab freelancer profile.');
  const navigate = useNavigate();
  const freelancer = useSignedIn('freelancer');

  useEffect(() => {
    if (freelancer) return undefined;
    const timer = setTimeout(() => navigate(paths.login), MISSING_USER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [freelancer, navigate]);

  if (!freelancer) return <p>Loading...</p>;
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
