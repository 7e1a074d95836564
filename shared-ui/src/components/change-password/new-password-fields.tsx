import { useAccountT } from '../../i18n/ui-account-strings';
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
  const { t } = useAccountT();
  return (
    <>
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        hint={hint}
        {...password}
      />
      <TextField
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
