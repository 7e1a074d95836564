import styled from 'styled-components';
import { useUiT } from '../../i18n/ui-strings';

const Mark = styled.span<{ $onDark: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  font-size: 1.35rem;
  letter-spacing: -0.02em;
  color: ${({ $onDark, theme }) => ($onDark ? '#fff' : theme.colors.primary)};
`;

/**
 * The Kaamyaab word mark: a crescent-green tick in a rounded square, then the name. On the dark
 * footer and side menu the name is white, since the brand green would not be readable there.
 */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  const { t } = useUiT();
  return (
    <Mark $onDark={onDark}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0b6e4f" />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('logo')}
    </Mark>
  );
}
