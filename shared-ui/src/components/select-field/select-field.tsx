import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  Field,
  FieldMessages,
  Label,
  useFieldIds,
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
  const ids = useFieldIds(hint, error);
  return (
    <Field>
      <Label htmlFor={ids.id}>{label}</Label>
      <Select
        {...select}
        id={ids.id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </Field>
  );
}
