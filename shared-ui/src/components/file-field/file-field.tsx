import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { LabelledControl } from '../field-shell/field-shell';

// A grid item is as wide as its content unless its minimum is 0, and the native picker's
// content (button and file name) is wider than a 375 px card: without `min-width: 0` it pushed
// the sign-up pages sideways. At its card's width the browser shortens the file name itself.
const Input = styled.input<{ $invalid: boolean }>`
  width: 100%;
  min-width: 0;
  max-width: 100%;
  padding: 0.5rem;
  border: 1px dashed ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : '#6b7a89')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;

  /* The button's label wraps (a longer one in another language) and leaves room for the name. */
  &::file-selector-button {
    max-width: 60%;
    margin-inline-end: 0.75rem;
    padding: 0.4rem 0.8rem;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    white-space: normal;
    cursor: pointer;
  }
`;

export interface FileFieldProps {
  label: ReactNode;
  name: string;
  accept: string;
  /** What is accepted and how large, e.g. 'PNG, JPEG, WebP or PDF, up to 5 MB'. */
  hint?: ReactNode;
  error?: string | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  /** The file the form holds; when the form lets go of it (a reset), the picker is emptied. */
  fileName?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A labelled file input that hands over one File (or null). The native picker is the one place
 * that names the chosen file, to sighted people and screen readers alike; it is kept in step
 * with the form, so it never names a file the form no longer holds.
 */
export function FileField({
  label,
  name,
  accept,
  hint,
  error,
  onChange,
  onBlur,
  fileName,
  required,
  disabled,
}: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!fileName && input.current?.value) input.current.value = '';
  }, [fileName]);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.files?.[0] ?? null);
  return (
    <LabelledControl label={label} hint={hint} error={error}>
      {(wiring) => (
        <Input
          ref={input}
          name={name}
          type="file"
          accept={accept}
          required={required}
          disabled={disabled}
          onChange={handleChange}
          onBlur={onBlur}
          {...wiring}
        />
      )}
    </LabelledControl>
  );
}
