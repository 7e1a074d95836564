import { showMobile, type ReviewedAccountDto } from '@kaamyaab/shared-api/contract';
import { Avatar } from '@kaamyaab/shared-ui';
import { DetailsList } from '@kaamyaab/shared-ui/listings';
import { useAdminT, type AdminT } from '../../i18n/admin-strings';

interface Shown {
  name: string;
  avatar: string | null;
  rows: [string, string][];
}

/** The account's name, picture and every registered field, whichever party it is. */
function shownOf({ freelancer, company }: ReviewedAccountDto, t: AdminT): Shown | null {
  if (freelancer) {
    return {
      name: freelancer.fullName,
      avatar: freelancer.avatar,
      rows: [
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
      ],
    };
  }
  if (!company) return null;
  return {
    name: company.companyName,
    avatar: company.avatar,
    rows: [
      [t('details.companyName'), company.companyName],
      [t('details.poc'), company.pocName],
      [t('details.pocCnic'), company.pocId],
      [t('details.ntn'), company.companyNtn],
      [t('common.email'), company.email],
      [t('details.bio'), company.bio],
    ],
  };
}

/** Every registered field, in full: the review is where an admin checks them (and it is recorded). */
export function AccountDetails({ account }: { account: ReviewedAccountDto }) {
  const { t } = useAdminT();
  const shown = shownOf(account, t);
  if (!shown) return null;
  return (
    <>
      <Avatar src={shown.avatar} name={shown.name} size={72} />
      <DetailsList rows={shown.rows} />
    </>
  );
}

export const accountNameOf = (account: ReviewedAccountDto) =>
  account.freelancer?.fullName ?? account.company?.companyName ?? '';
