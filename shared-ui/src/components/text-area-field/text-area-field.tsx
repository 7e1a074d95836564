import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, LabelledControl, type FieldTextProps } from '../field-shell/field-shell';

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

export type TextAreaFieldProps = FieldTextProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>;

/** A labelled multi-line field, wired like TextField. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledControl label={label} hint={hint} error={error}>
      {(wiring) => <TextArea {...textarea} {...wiring} />}
    </LabelledControl>
  );
}
