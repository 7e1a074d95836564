import styled from 'styled-components';

export type ApplicationStatusName = 'pending' | 'accepted' | 'rejected';

const tones = {
  pending: { background: '#fff4d6', color: '#7a4f00', border: '#f2c94c' },
  accepted: { background: '#e3f6ec', color: '#05603a', border: '#5fc48d' },
  rejected: { background: '#fdecea', color: '#a11d12', border: '#f19a91' },
} as const;

const Badge = styled.span<{ $status: ApplicationStatusName }>`
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

/** Spec: yellow pending, green accepted, red rejected; each text/background pair is over 6.5:1. */
export function StatusBadge({ status }: { status: ApplicationStatusName }) {
  return (
    <Badge $status={status} data-status={status}>
      {status}
    </Badge>
  );
}
