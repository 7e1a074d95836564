import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  Field,
  FieldMessages,
  Label,
  useFieldIds,
  type FieldTextProps,
} from '../field-shell/field-shell';

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

export type TextAreaFieldProps = FieldTextProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>;

/** A labelled multi-line field, wired like TextField. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <Field>
      <Label htmlFor={ids.id}>{label}</Label>
      <TextArea
        {...textarea}
        id={ids.id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </Field>
  );
}
