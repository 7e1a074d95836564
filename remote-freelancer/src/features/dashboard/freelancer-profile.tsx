import { useNavigate } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { accountSettings, useOwnAccount } from '@kaamyaab/shared-api/client';
import { OwnProfile, useDocumentMeta } from '@kaamyaab/shared-ui';
import { FreelancerProfileForm } from './freelancer-profile-form';

const closingSays = (
  <ul>
    <li>
      Your name, email, phone, CNIC, bank account, skills, bio, avatar and fee receipt are deleted.
    </li>
    <li>
      Applications you sent stay with the companies as “Closed account”, without your cover letters;
      pending ones are withdrawn. Messages you sent stay in the companies’ conversations.
    </li>
    <li>You are logged out everywhere, and your email can sign up again.</li>
  </ul>
);

/**
 * Spec 'Freelancer profile card', and issue 15's edit and close. With no one signed in the
 * area's guard shows 'Loading...' and the login after 2 s. The stored entry holds no CNIC or bank
 * account, so the card reads the whole record from the server.
 */
export function FreelancerProfile() {
  useDocumentMeta('Profile', 'Your Kaamyaab freelancer profile.');
  const navigate = useNavigate();
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
    <OwnProfile
      name={freelancer.fullName}
      avatarSrc={freelancer.avatar}
      rows={rows}
      renderForm={(handlers) => <FreelancerProfileForm account={freelancer} {...handlers} />}
      onSaved={own.replace}
      consequences={closingSays}
      {...accountSettings('freelancer', () => navigate(paths.home, { replace: true }))}
    />
  );
}
