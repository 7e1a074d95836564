import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryDark};
      border-color: ${({ theme }) => theme.colors.primaryDark};
    }
  `,
  secondary: css`
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryLight};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) {
      background: #912018;
      border-color: #912018;
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Same as `variant`; kept because early screens used the transient spelling. */
  $variant?: ButtonVariant;
  /** Same as `size`. */
  $size?: ButtonSize;
}

/** The round outlined buttons of the bars above a page (Logout, the language switch). */
export const outlinePill = css`
  min-height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

// `variant` and `size` only style the button; they must not reach the DOM as attributes.
const styleOnly = new Set(['variant', 'size']);

/**
 * The one button of the product; `type="button"` unless said otherwise, so forms never submit
 * by surprise. A styled button (not a wrapper) so refs and `as` keep working.
 */
export const Button = styled.button
  .withConfig({ shouldForwardProp: (prop) => !styleOnly.has(prop) })
  .attrs<ButtonStyleProps & { type?: 'button' | 'submit' | 'reset' }>((props) => ({
    type: props.type ?? 'button',
  }))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: ${({ size, $size }) => (($size ?? size) === 'sm' ? '2.25rem' : '2.75rem')};
  padding: ${({ size, $size }) => (($size ?? size) === 'sm' ? '0.35rem 0.85rem' : '0.6rem 1.25rem')};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-size: ${({ size, $size }) => (($size ?? size) === 'sm' ? '0.9rem' : '1rem')};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  ${({ variant, $variant }) => variants[$variant ?? variant ?? 'primary']}

  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;
