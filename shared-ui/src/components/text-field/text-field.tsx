import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, LabelledControl, type FieldTextProps } from '../field-shell/field-shell';

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
  const latin =
    latinTypes.has(input.type ?? 'text') || latinInputModes.has(input.inputMode ?? 'text');
  return (
    <LabelledControl label={label} hint={hint} error={error}>
      {(wiring) => <Input {...input} dir={input.dir ?? (latin ? 'ltr' : undefined)} {...wiring} />}
    </LabelledControl>
  );
}
