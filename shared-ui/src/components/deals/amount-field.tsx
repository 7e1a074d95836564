import { TextField, type TextFieldProps } from '@kaamyaab/shared-ui/forms';
import { useDealsT } from '../../i18n/ui-deals-strings';

/**
 * Rupees as a person types them ("25,000" or "25000.50"): text, not a number input, so commas are
 * kept and nothing is rounded; the model turns it into paisa with the contract's `rupeesToPaisa`.
 */
export function AmountField(props: TextFieldProps) {
  const { t } = useDealsT();
  return (
    <TextField inputMode="decimal" autoComplete="off" hint={t('money.amountHint')} {...props} />
  );
}
