import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from '@kaamyaab/shared-ui';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  flex: none;
  width: 1rem;
  height: 1rem;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  /* Less motion: a slow turn still says "working". !important and a class selector win over
     the global reduced-motion reset, which would otherwise freeze the loader. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  submitting: boolean;
  children: ReactNode;
  /** Shown instead of the children while submitting (e.g. 'Posting...'). */
  submittingLabel?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Spec: a shared submit button shows a spinning loader and is disabled while submitting. */
export function SubmitButton({
  submitting,
  children,
  submittingLabel,
  variant,
  size,
  disabled,
  ...rest
}: SubmitButtonProps) {
  return (
    <Button
      {...rest}
      type="submit"
      variant={variant}
      size={size}
      disabled={submitting || disabled}
      aria-busy={submitting}
    >
      {submitting ? <Spinner data-testid="submit-spinner" aria-hidden="true" /> : null}
      {submitting && submittingLabel ? submittingLabel : children}
    </Button>
  );
}
