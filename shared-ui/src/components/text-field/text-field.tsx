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

/** A labelled input; the hint and the error are announced with it (aria-describedby). */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <Field>
      <Label htmlFor={ids.id}>{label}</Label>
      <Input
        {...input}
        id={ids.id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </Field>
  );
}
