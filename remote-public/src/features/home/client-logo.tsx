import styled from 'styled-components';
import type { ClientLogo } from './home-data';

const Logo = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-inline: 1.75rem;
  font-weight: 700;
  font-size: 1.05rem;
  white-space: nowrap;
`;

function Mark({ shape, color }: Pick<ClientLogo, 'shape' | 'color'>) {
  const common = { fill: color };
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {shape === 'circle' ? <circle cx="16" cy="16" r="14" {...common} /> : null}
      {shape === 'square' ? <rect x="3" y="3" width="26" height="26" rx="6" {...common} /> : null}
      {shape === 'diamond' ? <path d="M16 2 30 16 16 30 2 16Z" {...common} /> : null}
      {shape === 'triangle' ? <path d="M16 3 30 28H2Z" {...common} /> : null}
      <circle cx="16" cy="17" r="5" fill="#fff" />
    </svg>
  );
}

export function ClientLogoMark({ logo }: { logo: ClientLogo }) {
  return (
    <Logo role="img" aria-label={logo.name} data-testid="client-logo" style={{ color: logo.color }}>
      <Mark shape={logo.shape} color={logo.color} />
      <span aria-hidden="true">{logo.name}</span>
    </Logo>
  );
}
