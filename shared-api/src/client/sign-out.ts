// Through the package's own name, not a relative path: the session lives in the root entry,
// a separate shared singleton, and a relative import would bundle a second auth store here.
import { useAuthStore } from '@kaamyaab/shared-api';
import { accountsApi } from './accounts';

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
    console.error('Logout failed', error);
    return false;
  }
  useAuthStore.getState().logout(role);
  return true;
}
