import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  LabelledControl,
  type FieldOption,
  type FieldTextProps,
} from '../field-shell/field-shell';

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
`;

export type SelectOption = FieldOption;

export type SelectFieldProps = FieldTextProps & {
  options: SelectOption[];
  /** An empty first choice ("Select a category"), so nothing is chosen by accident. */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>;

/** A labelled native select (native, so keyboard and screen readers work everywhere). */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <LabelledControl label={label} hint={hint} error={error}>
      {(wiring) => (
        <Select {...select} {...wiring}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </LabelledControl>
  );
}
