import { useAccountT } from '../../i18n/ui-account-strings';
import { PasswordField } from '../credentials-form/credential-fields';
import type { TextFieldProps } from '../text-field/text-field';

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
      <PasswordField label={t('password.new')} hint={hint} {...password} />
      <PasswordField label={t('password.confirm')} {...confirm} />
    </>
  );
}
