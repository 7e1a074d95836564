import { usePartyProfile } from '@kaamyaab/shared-api/client';
import type { CompanyDto } from '@kaamyaab/shared-api/contract';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { PartyProfile } from '@kaamyaab/shared-ui/dashboard';
import { useCompanyT } from '../../i18n/company-strings';
import { CompanyProfileForm } from './company-profile-form';

/** The company's card, from the whole record: POC ID and NTN included. */
const rowsOf = (company: CompanyDto): [string, string][] => [
  ['profile.pointOfContact', company.pocName],
  ['profile.bio', company.bio],
  ['profile.email', company.email],
  ['profile.pocId', company.pocId],
  ['profile.ntn', company.companyNtn],
];

/** Spec 'Company profile card', with its edit and close. */
export function CompanyProfile() {
  const { t } = useCompanyT();
  useDocumentMeta(t('profile.metaTitle'), t('profile.metaDescription'));
  const profile = usePartyProfile('company');
  return <PartyProfile {...profile} words={t} rows={rowsOf} Form={CompanyProfileForm} />;
}
