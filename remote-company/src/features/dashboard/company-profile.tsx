import { useNavigate } from '@kaamyaab/shared-api/router';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { accountSettings, useOwnAccount } from '@kaamyaab/shared-api/client';
import { OwnProfile, useDocumentMeta } from '@kaamyaab/shared-ui';
import { CompanyProfileForm } from './company-profile-form';

const closingSays = (
  <ul>
    <li>
      The company’s name, point of contact, POC ID, NTN, email, bio, avatar and deposit receipt are
      deleted.
    </li>
    <li>
      Your open jobs are closed. Jobs and the applications freelancers made to them stay as “Closed
      account”, so their history still makes sense to them.
    </li>
    <li>You are logged out everywhere, and your email can sign up again.</li>
  </ul>
);

/**
 * Spec 'Company profile card', and issue 15's edit and close. The stored entry holds no POC ID
 * or NTN, so the card reads the whole record from the server with the session.
 */
export function CompanyProfile() {
  useDocumentMeta('Company profile', 'Your Kaamyaab company profile.');
  const navigate = useNavigate();
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
    <OwnProfile
      name={company.companyName}
      avatarSrc={company.avatar}
      rows={rows}
      renderForm={(handlers) => <CompanyProfileForm account={company} {...handlers} />}
      onSaved={own.replace}
      consequences={closingSays}
      {...accountSettings('company', () => navigate(paths.home, { replace: true }))}
    />
  );
}
