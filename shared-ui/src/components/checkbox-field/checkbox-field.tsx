import type { InputHTMLAttributes, ReactNode } from 'react';
import { CheckRow, Field, FieldMessages, useFieldIds } from '../field-shell/field-shell';

export type CheckboxFieldProps = {
  label: ReactNode;
  name: string;
  error?: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'id'>;

/** A checkbox inside its label (the whole text is clickable), with its error announced. */
export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(undefined, error);
  return (
    <Field>
      <CheckRow htmlFor={ids.id}>
        <input
          {...input}
          id={ids.id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <span>{label}</span>
      </CheckRow>
      <FieldMessages error={error} errorId={ids.errorId} />
    </Field>
  );
}
