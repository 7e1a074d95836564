import { useMemo, useState } from 'react';

type Values = Record<string, unknown>;

/**
 * Form values with validation on change and on blur (spec section 5): a field shows its error
 * once it has been changed or left; a submit attempt shows them all.
 */
export function useFormState<T extends Values>(
  initial: T,
  validate: (values: T) => Record<string, string>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errors = useMemo(() => validate(values), [values, validate]);

  const touch = (name: string) =>
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  const set = <K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    touch(name);
  };
  const errorOf = (name: string) => (touched[name] ? errors[name] : undefined);
  const touchAll = () =>
    setTouched(
      Object.fromEntries(
        [...Object.keys(initial), ...Object.keys(errors)].map((name) => [name, true]),
      ),
    );

  /** Props for a text-like field: value, change, blur and its error. */
  const bind = (name: keyof T & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: { target: { value: string } }) =>
      set(name, event.target.value as T[typeof name]),
    onBlur: () => touch(name),
    error: errorOf(name),
  });

  return {
    values,
    set,
    touch,
    errorOf,
    touchAll,
    errors,
    isValid: Object.keys(errors).length === 0,
    bind,
  };
}
