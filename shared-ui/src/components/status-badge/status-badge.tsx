import styled from 'styled-components';
import { useUiT } from '@kaamyaab/shared-ui';

export type ApplicationStatusName = 'pending' | 'accepted' | 'rejected' | 'withdrawn';
export type JobStatusName = 'open' | 'closed' | 'filled';
export type BadgeStatus = ApplicationStatusName | JobStatusName;

const tones = {
  pending: { background: '#fff4d6', color: '#7a4f00', border: '#f2c94c' },
  accepted: { background: '#e3f6ec', color: '#05603a', border: '#5fc48d' },
  rejected: { background: '#fdecea', color: '#a11d12', border: '#f19a91' },
  // Beyond the spec's three: grey for what no longer counts, blue and green for a job's state.
  withdrawn: { background: '#eef0f3', color: '#3d4654', border: '#b8bfca' },
  closed: { background: '#eef0f3', color: '#3d4654', border: '#b8bfca' },
  open: { background: '#e3f6ec', color: '#05603a', border: '#5fc48d' },
  filled: { background: '#e6effc', color: '#1d4a8f', border: '#8fb1e6' },
} as const;

const Badge = styled.span<{ $status: BadgeStatus }>`
  display: inline-block;
  padding: 0.15rem 0.65rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ $status }) => tones[$status].border};
  background: ${({ $status }) => tones[$status].background};
  color: ${({ $status }) => tones[$status].color};
  font-size: 0.85rem;
  font-weight: 600;
  text-transform: capitalize;
`;

/**
 * Spec: yellow pending, green accepted, red rejected; grey withdrawn and closed, green open, blue
 * filled. Each text/background pair is over 6.5:1.
 */
export function StatusBadge({ status }: { status: BadgeStatus }) {
  const { t } = useUiT();
  return (
    <Badge $status={status} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
