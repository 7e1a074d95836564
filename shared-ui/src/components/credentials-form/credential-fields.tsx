import { TextField, type TextFieldProps } from '../text-field/text-field';

type Bound = Omit<TextFieldProps, 'type' | 'autoComplete'>;

/** An email address, as the browser's autofill offers it. */
export const EmailField = (props: Bound) => (
  <TextField type="email" autoComplete="email" {...props} />
);

/**
 * A password: the one held (`current`) or one being chosen now, for which the browser's
 * password manager offers to generate one.
 */
export const PasswordField = ({ current, ...props }: Bound & { current?: boolean }) => (
  <TextField
    type="password"
    autoComplete={current ? 'current-password' : 'new-password'}
    {...props}
  />
);
