import type { ReactNode } from 'react';
import { paths } from '@kaamyaab/shared-api';
import { usePartyDashboard } from '@kaamyaab/shared-api/client';
import { PartyDashboard, type CorrectionField } from '@kaamyaab/shared-ui/dashboard';
import type { FreelancerDto } from '@kaamyaab/shared-api/contract';
import { useFreelancerT } from '../../i18n/freelancer-strings';

type Translate = ReturnType<typeof useFreelancerT>['t'];

const navIn = (t: Translate) => [
  { label: t('layout.dashboard'), to: paths.freelancerDashboard },
  { label: t('layout.jobs'), to: paths.freelancerJobs },
  { label: t('layout.myApplications'), to: paths.freelancerApplications },
  { label: t('layout.contracts'), to: paths.freelancerContracts },
  { label: t('layout.earnings'), to: paths.freelancerEarnings },
  { label: t('layout.payouts'), to: paths.freelancerPayouts },
  { label: t('layout.reviews'), to: paths.freelancerReviews },
];

/** The details a sent-back freelancer corrects, prefilled from the whole record. */
const correctionFields = (account: FreelancerDto, t: Translate): CorrectionField[] => [
  { name: 'fullName', label: t('fields.fullName'), value: account.fullName },
  { name: 'number', label: t('fields.phone'), value: account.number, inputMode: 'tel' },
  { name: 'CNIC', label: t('fields.cnic'), value: account.CNIC, inputMode: 'numeric' },
  { name: 'bankAccount', label: t('fields.bankAccount'), value: account.bankAccount, latin: true },
];

/** Spec: greeting with the first name; an unapproved account sees 'Hold Tight!' instead. */
export function FreelancerDashboardLayout(page: { children: ReactNode }) {
  const { t } = useFreelancerT();
  const party = usePartyDashboard('freelancer', (account) => correctionFields(account, t));
  return <PartyDashboard {...party} {...page} words={t} navItems={navIn(t)} />;
}
