import styled from 'styled-components';
import type { AccountEventDto } from '@kaamyaab/shared-api/contract';
import { useAdminT, type AdminT } from '../../i18n/admin-strings';

const Highlight = styled.div`
  padding: 0.75rem 1rem;
  border: 1px solid #f2c94c;
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff8e1;
  color: #5c3c00;

  p {
    margin: 0;
  }
`;

const labelled = new Set([
  'fullName',
  'phone',
  'cnic',
  'bankAccount',
  'companyName',
  'pocName',
  'pocId',
  'companyNtn',
  'proofOfRegistrationFee',
]);

/** The fields an audit entry names ('fullName, bankAccount'), as the forms label them. */
export const changedFieldLabels = (t: AdminT, changed: string): string[] =>
  changed
    .split(', ')
    .filter(Boolean)
    .map((field) => (labelled.has(field) ? t(`fields.${field}`) : field));

/** The fields the owner edited since the account was last approved (history is newest first). */
export function changesSinceApproval(t: AdminT, history: AccountEventDto[]): string[] {
  const changed = new Set<string>();
  for (const entry of history) {
    if (entry.action === 'approved') break;
    if (entry.action !== 'edited') continue;
    for (const label of changedFieldLabels(t, entry.detail?.changed ?? '')) changed.add(label);
  }
  return [...changed];
}

/** What an approved account changed about itself since approval, for the admin to check first. */
export function ChangesToCheck({ history }: { history: AccountEventDto[] }) {
  const { t } = useAdminT();
  const changed = changesSinceApproval(t, history);
  if (changed.length === 0) return null;
  return (
    <Highlight role="note" aria-label={t('changes.label')}>
      <p>
        <strong>{t('changes.lead')}</strong>{' '}
        {t('changes.check', { fields: changed.join(t('common.listSeparator')) })}
      </p>
    </Highlight>
  );
}
