import { useAccountT } from '../../i18n/ui-account-strings';
import { InfoBanner } from '../success-banner/success-banner';

/** Says, while a drafted form's submit waits for the connection (`useForm`'s `waiting`), why. */
export function WaitingForNetwork({ waiting }: { waiting: boolean }) {
  const { t } = useAccountT();
  return <InfoBanner message={waiting ? t('offline.waiting') : null} />;
}
