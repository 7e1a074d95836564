// Through the package's own name, not a relative path: the session lives in the root entry,
// a separate shared singleton, and a relative import would bundle a second auth store here.
import { clearEntry, useAuthStore, type StoredEntryKey } from '@kaamyaab/shared-api';
import { accountsApi } from './accounts';

const entryOf: Record<'freelancer' | 'company' | 'admin', StoredEntryKey> = {
  freelancer: 'user',
  company: 'company',
  admin: 'admin',
};

/**
 * Spec: logout calls the server first; only after it succeeds are the local entries cleared. A
 * failure is logged and the visitor stays signed in (the caller decides where to go after).
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
  clearEntry(entryOf[role]);
  useAuthStore.getState().logout();
  return true;
}
