import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useShellT } from '../i18n/shell-strings';

const Notice = styled.p`
  margin: 0;
  padding: 0.5rem 1rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.warningLight};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

/**
 * Chromium may settle `navigator.onLine` while a page starts without firing `offline`: the state
 * is read again now and then, as well as on the events.
 */
const RECHECK_MS = 2000;

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  const recheck = window.setInterval(changed, RECHECK_MS);
  return () => {
    window.clearInterval(recheck);
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Above every page while the browser is offline: the page was started from what the service
 * worker kept, and its reads will fail until the connection returns. The live region is always
 * there, so its sentence is announced when it appears.
 */
export function OfflineNotice() {
  const { t } = useShellT();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return <div role="status">{online ? null : <Notice>{t('offline')}</Notice>}</div>;
}
