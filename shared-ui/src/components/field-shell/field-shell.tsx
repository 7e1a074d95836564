import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useSentence } from '@kaamyaab/shared-ui';

/** The bits every labelled form field shares: layout, label, hint, error and their ids. */
export const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  margin-bottom: 1rem;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

// #6b7a89 keeps the control's edge at 4.4:1 on white (WCAG 1.4.11 asks 3:1 for boundaries).
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : '#6b7a89')};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: #fff;

  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
    cursor: not-allowed;
  }
`;

export interface FieldIds {
  id: string;
  hintId?: string;
  errorId?: string;
  describedBy?: string;
}

/** Ids that tie a control to its label, hint and error, for screen readers. */
export function useFieldIds(hint?: ReactNode, error?: string | null): FieldIds {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

interface FieldMessagesProps {
  hint?: ReactNode;
  error?: string | null;
  hintId?: string;
  errorId?: string;
}

/** The hint, then the error below it in the danger colour. */
export function FieldMessages({ hint, error, hintId, errorId }: FieldMessagesProps) {
  const say = useSentence();
  return (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{say(error)}</FieldError> : null}
    </>
  );
}

/** What ties a control to its label, hint and error: spread it on the control, last. */
export interface ControlWiring {
  id: string;
  $invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledControlProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: (wiring: ControlWiring) => ReactNode;
}

/** One control with its label above it and its hint and error below, tied to it by ids. */
export function LabelledControl({ label, hint, error, children }: LabelledControlProps) {
  const ids = useFieldIds(hint, error);
  return (
    <Field>
      <Label htmlFor={ids.id}>{label}</Label>
      {children({
        id: ids.id,
        $invalid: Boolean(error),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids.describedBy,
      })}
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </Field>
  );
}

/** A choice (checkbox or radio) inside its label, so the whole text is clickable. */
export const CheckRow = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  cursor: pointer;

  input {
    flex: none;
    width: 1.15rem;
    height: 1.15rem;
    margin: 0.2rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

/** What a text-like field asks of its caller beyond the native control's props. */
export interface FieldTextProps {
  label: ReactNode;
  name: string;
  error?: string | null;
  hint?: ReactNode;
}

export interface FieldOption {
  value: string;
  label: string;
}
