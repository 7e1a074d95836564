import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CheckRow, FieldMessages, useFieldIds, type FieldOption } from '../field-shell/field-shell';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.35rem;
  min-width: 0;
  margin: 0 0 1rem;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.35rem;
    padding: 0;
    font-weight: 600;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
`;

export interface RadioGroupFieldProps {
  legend: ReactNode;
  name: string;
  options: FieldOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  required?: boolean;
}

/** Native radios in a fieldset: arrow keys move between them, the legend names the group. */
export function RadioGroupField({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  required,
}: RadioGroupFieldProps) {
  const ids = useFieldIds(undefined, error);
  return (
    <Fieldset aria-describedby={ids.describedBy}>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <CheckRow key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span>{option.label}</span>
          </CheckRow>
        ))}
      </Options>
      <FieldMessages error={error} errorId={ids.errorId} />
    </Fieldset>
  );
}
