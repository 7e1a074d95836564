import { TextField, type TextFieldProps } from '../text-field/text-field';

type WholeNumberFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'step'>;

/**
 * A whole number (rupees, people): a phone shows its digit keypad, and the browser steps by one
 * from `min`, 1 unless the field says otherwise.
 */
export const WholeNumberField = ({ min = 1, ...props }: WholeNumberFieldProps) => (
  <TextField type="number" inputMode="numeric" min={min} step={1} {...props} />
);
