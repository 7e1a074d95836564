import { showMobile, type ReviewedAccountDto } from '@kaamyaab/shared-api/contract';
import { Avatar } from '@kaamyaab/shared-ui';
import { DetailsList } from '@kaamyaab/shared-ui/listings';
import { useAdminT } from '../../i18n/admin-strings';

/** Every registered field, in full: the review is where an admin checks them (and it is recorded). */
export function AccountDetails({ account }: { account: ReviewedAccountDto }) {
  const { t } = useAdminT();
  const { freelancer, company } = account;
  if (freelancer) {
    return (
      <>
        <Avatar src={freelancer.avatar} name={freelancer.fullName} size={72} />
        <DetailsList
          rows={[
            [t('details.fullName'), freelancer.fullName],
            [t('common.email'), freelancer.email],
            [t('details.phone'), showMobile(freelancer.number)],
            [t('details.cnic'), freelancer.CNIC],
            [t('details.skill'), freelancer.skills],
            [t('details.bankAccount'), freelancer.bankAccount],
            [
              t('details.currentlyEmployed'),
              freelancer.currentlyEmployed ? t('details.yes') : t('details.no'),
            ],
            [t('details.company'), freelancer.companyName || t('details.notGiven')],
            [t('details.bio'), freelancer.bio],
          ]}
        />
      </>
    );
  }
  if (!company) return null;
  return (
    <>
      <Avatar src={company.avatar} name={company.companyName} size={72} />
      <DetailsList
        rows={[
          [t('details.companyName'), company.companyName],
          [t('details.poc'), company.pocName],
          [t('details.pocCnic'), company.pocId],
          [t('details.ntn'), company.companyNtn],
          [t('common.email'), company.email],
          [t('details.bio'), company.bio],
        ]}
      />
    </>
  );
}

export const accountNameOf = (account: ReviewedAccountDto) =>
  account.freelancer?.fullName ?? account.company?.companyName ?? '';
