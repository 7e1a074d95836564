import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useDraft } from './use-draft';

/**
 * The one way every form of the product is written. The rules come from the API contract: the
 * caller passes `validate`, built from the contract's zod schema (`formValidator(Schema)` in
 * `@kaamyaab/shared-api/contract`), so this hook knows React only and every form speaks the
 * spec's messages.
 *
 * - Validation on change and on blur, as the spec's forms do: a field shows its error once it
 *   has been changed or left; a submit attempt shows them all and focuses the first invalid field.
 * - `handleSubmit(onValid, onInvalid)` calls `onValid` only with valid values and keeps
 *   `submitting` true until it settles (a second submit meanwhile is ignored); otherwise it calls
 *   `onInvalid` with the messages, in the schema's order.
 * - `report: 'banner'` is for the forms whose spec shows one sentence instead of field errors
 *   (the logins, the admin sign-up): fields show none, `onInvalid` puts one in the banner.
 * - `setServerErrors` puts the server's field errors on their fields until each is edited.
 * - `draft` names what is written as a draft of this page (`use-draft.ts`): kept on the device as
 *   it is typed and restored on return, dropped by `reset` or `clearDraft`; a submit while the
 *   browser is offline waits (`waiting`) and goes when the connection returns.
 */
export type FieldErrors = Record<string, string>;
type KeysWith<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

export interface UseFormOptions<T extends object> {
  initialValues: T;
  /** The first message per invalid field; fields without a message are valid. */
  validate: (values: T) => FieldErrors;
  report?: 'fields' | 'banner';
  /** The initial values were submitted already (a search read from a shared link): every error
   * shows at once, as after a submit. */
  submitted?: boolean;
  /** The name of this form's draft on its page; without it nothing is kept. */
  draft?: string;
}

export function useForm<T extends object>({
  initialValues,
  validate,
  report = 'fields',
  submitted: submittedAlready = false,
  draft: draftName,
}: UseFormOptions<T>) {
  const draft = useDraft(draftName, initialValues);
  const [values, setValues] = useState(draft.initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(submittedAlready);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const errors = useMemo(() => validate(values), [values, validate]);
  const isValid = Object.keys(errors).length === 0;
  // The draft follows the values; the initial values (nothing written) remove it.
  const { keep } = draft;
  useEffect(() => keep(values), [keep, values]);

  const touch = (name: string) =>
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  const set = <K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _edited, ...rest } = current;
      return rest;
    });
    touch(name);
  };
  const errorOf = (name: keyof T & string): string | undefined => {
    if (report === 'banner') return undefined;
    const own = submitted || touched[name] ? errors[name] : undefined;
    return own ?? serverErrors[name];
  };

  const handleSubmit =
    (onValid: (values: T) => Promise<void> | void, onInvalid?: (errors: FieldErrors) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      setSubmitted(true);
      if (!isValid) {
        focusFirstInvalid(event.currentTarget, errors);
        onInvalid?.(errors);
        return;
      }
      inFlight.current = true;
      setSubmitting(true);
      try {
        if (await draft.untilOnline()) await onValid(values);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    };

  const reset = () => {
    setValues(initialValues);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  };

  /** What every field's props share: its name, the blur that marks it touched, its error. */
  const field = <K extends keyof T & string>(name: K) => ({
    name,
    onBlur: () => touch(name),
    error: errorOf(name),
  });

  /** Props for TextField, TextAreaField and SelectField. */
  const bind = (name: KeysWith<T, string>) => ({
    ...field(name),
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) =>
      set(name, event.target.value as T[typeof name]),
  });

  /** Props for CheckboxField. */
  const checkbox = (name: KeysWith<T, boolean>) => ({
    ...field(name),
    checked: values[name] as boolean,
    onChange: (event: { target: { checked: boolean } }) =>
      set(name, event.target.checked as T[typeof name]),
  });

  /** Props for RadioGroupField (its onChange hands over the chosen value). */
  const choice = (name: KeysWith<T, string>) => ({
    ...field(name),
    value: values[name] as string,
    onChange: (value: string) => set(name, value as T[typeof name]),
  });

  /** Props for FileField: the chosen File (or null) is the value; its name is shown. */
  const file = (name: KeysWith<T, File | null>) => ({
    ...field(name),
    fileName: (values[name] as File | null)?.name,
    onChange: (chosen: File | null) => set(name, chosen as T[typeof name]),
  });

  return {
    values,
    errors,
    isValid,
    submitting,
    /** A submit waits for the connection to return. */
    waiting: draft.waiting,
    clearDraft: draft.clear,
    set,
    touch,
    errorOf,
    bind,
    checkbox,
    choice,
    file,
    handleSubmit,
    setServerErrors,
    reset,
  };
}

/** Moves focus to the first control, in page order, whose field has an error. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && name in errors) {
      (element as HTMLElement).focus();
      return;
    }
  }
}
