// Through the package's own name, not a relative path: the session lives in the root entry,
// a separate shared singleton, and a relative import would bundle a second auth store here.
import { useAuthStore } from '@kaamyaab/shared-api';
import { useState } from 'react';
import { accountsApi } from './accounts';
import { logger } from '../logger';

/**
 * Spec: logout calls the server first; only after it succeeds are the local entries cleared. A
 * failure is logged and the visitor stays signed in (the caller decides where to go after).
 * Only this role signs out: another role signed in in the same browser stays.
 */
export async function signOut(
  role: 'freelancer' | 'company' | 'admin',
  id?: string,
): Promise<boolean> {
  try {
    await accountsApi.logout(role, id);
  } catch (error) {
    logger.error('Logout failed', error);
    return false;
  }
  useAuthStore.getState().logout(role);
  await forgetKeptPages();
  return true;
}

/**
 * The service worker's caches go with a sign-out: the next person on this phone must not start
 * the last one's pages offline. They hold pages and files, never the API's answers; the next
 * visit keeps them again.
 */
async function forgetKeptPages() {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // Storage the browser refuses to open (private mode) held nothing to forget.
  }
}

/**
 * The Logout of a dashboard and of 'Hold Tight!': busy while the server answers, then
 * `onSignedOut` (the area's way out); on failure the person stays, and may press it again.
 */
export function useSignOut(
  role: 'freelancer' | 'company' | 'admin',
  id: string | undefined,
  onSignedOut: () => void,
) {
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = async () => {
    setLoggingOut(true);
    if (await signOut(role, id)) onSignedOut();
    else setLoggingOut(false);
  };
  return { loggingOut, logOut };
}
