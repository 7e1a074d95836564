import { TextField, type TextFieldProps } from '../text-field/text-field';

type Bound = Omit<TextFieldProps, 'label'>;

/**
 * A new password typed twice, as the reset page and Change password ask for it; the browser's
 * password manager offers to generate one for both.
 */
export function NewPasswordFields({
  password,
  confirm,
  hint,
}: {
  password: Bound;
  confirm: Bound;
  hint?: string;
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={hint}
        {...password}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
