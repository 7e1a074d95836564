import styled from 'styled-components';

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  width: 3rem;
  height: 1.75rem;
  flex: none;
  border: 2px solid ${({ $on, theme }) => ($on ? theme.colors.primary : '#6b7a89')};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $on, theme }) => ($on ? theme.colors.primary : '#e4e9ee')};
  cursor: pointer;
  transition: background 0.15s;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    inset-inline-start: ${({ $on }) => ($on ? 'calc(100% - 1.3rem - 2px)' : '2px')};
    width: 1.3rem;
    height: 1.3rem;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3);
    transition: inset-inline-start 0.15s;
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

interface ToggleSwitchProps {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  disabled?: boolean;
}

/** A real switch: a button with role="switch", so Space and Enter toggle it from the keyboard. */
export function ToggleSwitch({ checked, onChange, label, disabled }: ToggleSwitchProps) {
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      $on={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    />
  );
}
