import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  Field,
  FieldMessages,
  Label,
  useFieldIds,
  type FieldTextProps,
} from '../field-shell/field-shell';

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export type TextFieldProps = FieldTextProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

// What is typed in Latin letters and digits (an email, a password, a phone, a CNIC, an amount)
// reads left to right even on an Urdu page, or its characters would be shown out of order.
const latinTypes = new Set(['email', 'password', 'tel', 'number', 'url']);
const latinInputModes = new Set(['email', 'tel', 'numeric', 'decimal', 'url']);

/**
 * A labelled input; the hint and the error are announced with it (aria-describedby). Latin
 * fields are left to right in both languages; the label keeps the page's direction, and an
 * explicit `dir` wins.
 */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  const latin =
    latinTypes.has(input.type ?? 'text') || latinInputModes.has(input.inputMode ?? 'text');
  return (
    <Field>
      <Label htmlFor={ids.id}>{label}</Label>
      <Input
        {...input}
        id={ids.id}
        dir={input.dir ?? (latin ? 'ltr' : undefined)}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </Field>
  );
}
