import { usePartyProfile } from '@kaamyaab/shared-api/client';
import { showMobile, type FreelancerDto } from '@kaamyaab/shared-api/contract';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { PartyProfile } from '@kaamyaab/shared-ui/dashboard';
import { useFreelancerT } from '../../i18n/freelancer-strings';
import { FreelancerProfileForm } from './freelancer-profile-form';

/** The freelancer's card, from the whole record: CNIC and bank account included. */
const rowsOf = (freelancer: FreelancerDto): [string, string][] => [
  ['profile.skills', freelancer.skills],
  ['fields.bio', freelancer.bio],
  ['profile.email', freelancer.email],
  ['profile.phone', showMobile(freelancer.number)],
  ['profile.idNumber', freelancer.CNIC],
  ['profile.bankAccount', freelancer.bankAccount],
  ['profile.company', freelancer.companyName || '—'],
];

/**
 * Spec 'Freelancer profile card', with its edit and close. With no one signed in the area's
 * guard shows 'Loading...' and the login after 2 s.
 */
export function FreelancerProfile() {
  const { t } = useFreelancerT();
  useDocumentMeta(t('profile.documentTitle'), t('profile.documentDescription'));
  const profile = usePartyProfile('freelancer');
  return <PartyProfile {...profile} words={t} rows={rowsOf} Form={FreelancerProfileForm} />;
}
