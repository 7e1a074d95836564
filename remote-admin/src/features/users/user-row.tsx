import styled from 'styled-components';
import {
  maskBankAccount,
  maskCnic,
  maskNtn,
  type CompanyListedDto,
  type FreelancerListedDto,
} from '@kaamyaab/shared-api/contract';
import { reviewPath } from '@kaamyaab/shared-api';
import { Link } from '@kaamyaab/shared-api/router';
import { Avatar, useSentence } from '@kaamyaab/shared-ui';
import { ToggleSwitch } from '@kaamyaab/shared-ui/dashboard';
import { useAdminT, type AdminT } from '../../i18n/admin-strings';
import { WaitingTime } from '../vetting/waiting-time';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  div {
    flex: 1;
    min-width: 0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export type ManagedAccount = FreelancerListedDto | CompanyListedDto;

export const accountName = (account: ManagedAccount) =>
  'fullName' in account ? account.fullName : account.companyName;

/**
 * The personal numbers, masked (the server sends them masked; masking again changes nothing and
 * keeps an older server's whole values off the screen). The whole values are the owner's.
 */
function maskedNumbers(t: AdminT, account: ManagedAccount): string {
  const numbers: [string, string | undefined, (value: string) => string][] =
    'fullName' in account
      ? [
          ['row.cnic', account.CNIC, maskCnic],
          ['row.bank', account.bankAccount, maskBankAccount],
        ]
      : [
          ['row.pocId', account.pocId, maskCnic],
          ['row.ntn', account.companyNtn, maskNtn],
        ];
  return numbers
    .filter(([, value]) => value)
    .map(([label, value, mask]) => t('row.number', { label: t(label), value: mask(value!) }))
    .join(' · ');
}

interface UserRowProps {
  role: 'freelancer' | 'company';
  account: ManagedAccount;
  /** In the queue: how long it has waited, marked once past the spec's 24 hours. */
  waiting?: boolean;
  busy: boolean;
  onToggle: (account: ManagedAccount) => void;
}

export function UserRow({ role, account, waiting, busy, onToggle }: UserRowProps) {
  const { t } = useAdminT();
  const say = useSentence();
  const name = accountName(account);
  const detail =
    'fullName' in account ? account.skills : t('row.contact', { name: account.pocName });
  const numbers = maskedNumbers(t, account);
  return (
    <Row>
      <Avatar src={account.avatar} name={name} />
      <div>
        <p>
          <strong>{name}</strong>
        </p>
        <p>
          <small>
            <bdi>{account.email}</bdi> · {detail}
          </small>
        </p>
        {numbers ? (
          <p>
            <small>{numbers}</small>
          </p>
        ) : null}
        {waiting && account.submittedAt ? <WaitingTime since={account.submittedAt} /> : null}
        {account.emailVerified === false ? (
          <p>
            <small>{t('common.emailNotVerified')}</small>
          </p>
        ) : null}
        {account.sentBack ? (
          <p>
            <small>{t('row.sentBack', { reason: say(account.sentBack.reasonText) })}</small>
          </p>
        ) : null}
        <p>
          <Link to={reviewPath(role, account._id)} aria-label={t('row.reviewName', { name })}>
            {t('row.review')}
          </Link>
        </p>
      </div>
      <ToggleSwitch
        checked={account.isActive}
        disabled={busy}
        label={t(account.isActive ? 'row.deactivateName' : 'row.approveName', { name })}
        onChange={() => onToggle(account)}
      />
    </Row>
  );
}
