import styled from 'styled-components';
import type { CompanyDto, FreelancerDto } from '@kaamyaab/shared-api/contract';
import { Avatar, ToggleSwitch } from '@kaamyaab/shared-ui';

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

export type ManagedAccount = FreelancerDto | CompanyDto;

export const accountName = (account: ManagedAccount) =>
  'fullName' in account ? account.fullName : account.companyName;

interface UserRowProps {
  account: ManagedAccount;
  busy: boolean;
  onToggle: (account: ManagedAccount) => void;
}

export function UserRow({ account, busy, onToggle }: UserRowProps) {
  const name = accountName(account);
  const detail = 'fullName' in account ? account.skills : `Contact: ${account.pocName}`;
  return (
    <Row>
      <Avatar src={account.avatar} name={name} />
      <div>
        <p>
          <strong>{name}</strong>
        </p>
        <p>
          <small>
            {account.email} · {detail}
          </small>
        </p>
      </div>
      <ToggleSwitch
        checked={account.isActive}
        disabled={busy}
        label={`${account.isActive ? 'Deactivate' : 'Approve'} ${name}`}
        onChange={() => onToggle(account)}
      />
    </Row>
  );
}
