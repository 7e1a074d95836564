import type { ReactNode } from 'react';
import { paths } from '@kaamyaab/shared-api';
import { usePartyDashboard } from '@kaamyaab/shared-api/client';
import { PartyDashboard, type CorrectionField } from '@kaamyaab/shared-ui/dashboard';
import type { CompanyDto } from '@kaamyaab/shared-api/contract';
import { useCompanyT } from '../../i18n/company-strings';

type Translate = ReturnType<typeof useCompanyT>['t'];

const navIn = (t: Translate) => [
  { label: t('nav.dashboard'), to: paths.companyDashboard },
  { label: t('nav.postJob'), to: paths.companyPostJob },
  { label: t('nav.postedJobs'), to: paths.companyJobsPosted },
  { label: t('nav.findTalent'), to: paths.companyTalent },
  { label: t('nav.contracts'), to: paths.companyContracts },
  { label: t('nav.payments'), to: paths.companyPayments },
  { label: t('nav.reviews'), to: paths.companyReviews },
];

/** The details a sent-back company corrects, prefilled from its whole record. */
const correctionFields = (account: CompanyDto, t: Translate): CorrectionField[] => [
  { name: 'companyName', label: t('fields.companyName'), value: account.companyName },
  { name: 'pocName', label: t('fields.pocName'), value: account.pocName },
  { name: 'pocId', label: t('fields.pocCnic'), value: account.pocId, inputMode: 'numeric' },
  { name: 'companyNtn', label: t('fields.companyNtn'), value: account.companyNtn },
];

/** Spec: greeting with the first word of companyName; an unapproved company sees 'Hold Tight!'. */
export function CompanyDashboardLayout(page: { children: ReactNode }) {
  const { t } = useCompanyT();
  const party = usePartyDashboard('company', (account) => correctionFields(account, t));
  return <PartyDashboard {...party} {...page} words={t} navItems={navIn(t)} />;
}
