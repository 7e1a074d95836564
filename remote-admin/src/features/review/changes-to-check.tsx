import styled from 'styled-components';
import type { AccountEventDto } from '@kaamyaab/shared-api/contract';

const Highlight = styled.div`
  padding: 0.75rem 1rem;
  border: 1px solid #f2c94c;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff8e1;
  color: #5c3c00;

  p {
    margin: 0;
  }
`;

const fieldLabels: Record<string, string> = {
  fullName: 'Full name',
  phone: 'Phone number',
  cnic: 'CNIC number',
  bankAccount: 'Bank account number',
  companyName: 'Company name',
  pocName: 'Point of contact name',
  pocId: 'Point of contact national ID',
  companyNtn: 'Company tax number (NTN)',
  proofOfRegistrationFee: 'Fee receipt',
};

/** The fields an audit entry names ('fullName, bankAccount'), as the forms label them. */
export const changedFieldLabels = (changed: string): string[] =>
  changed
    .split(', ')
    .filter(Boolean)
    .map((field) => fieldLabels[field] ?? field);

/** The fields the owner edited since the account was last approved (history is newest first). */
export function changesSinceApproval(history: AccountEventDto[]): string[] {
  const changed = new Set<string>();
  for (const entry of history) {
    if (entry.action === 'approved') break;
    if (entry.action !== 'edited') continue;
    for (const label of changedFieldLabels(entry.detail?.changed ?? '')) changed.add(label);
  }
  return [...changed];
}

/** Issue 15: what an approved account changed about itself, for the admin to check first. */
export function ChangesToCheck({ history }: { history: AccountEventDto[] }) {
  const changed = changesSinceApproval(history);
  if (changed.length === 0) return null;
  return (
    <Highlight role="note" aria-label="Changed by the owner">
      <p>
        <strong>Changed by the owner since the last approval:</strong> {changed.join(', ')}. Check
        these against the documents before approving again.
      </p>
    </Highlight>
  );
}
