import { useEffect } from 'react';
// By the package's name: the auth store is the root entry's singleton (see sign-out.ts).
import { useAuthStore, useSignedIn, type SignedInAccounts } from '@kaamyaab/shared-api';
import { accountsApi } from './accounts';
import { failureCode } from './describe-error';

type Role = 'freelancer' | 'company';
type AccountOf<R extends Role> = NonNullable<SignedInAccounts[R]>;

/**
 * The signed-in freelancer or company: at once from the auth store, then refreshed from the
 * server into the store (and its stored entry, trimmed to the session view by the store), so an
 * approval shows without logging in again.
 * A session the server no longer knows signs that role out and calls `onSignedOut`.
 */
export function useFreshAccount<R extends Role>(
  role: R,
  onSignedOut: () => void,
): SignedInAccounts[R] {
  const account = useSignedIn(role);

  useEffect(() => {
    let active = true;
    accountsApi
      .me()
      .then((me) => {
        const fresh = me[role] as AccountOf<R> | undefined;
        if (!active || !fresh) return;
        useAuthStore.getState().refreshAccount(role, fresh);
      })
      .catch((error: unknown) => {
        if (!active) return;
        if (failureCode(error) === 'unauthenticated') {
          useAuthStore.getState().logout(role);
          onSignedOut();
        }
      });
    return () => {
      active = false;
    };
    // The role and the callback are fixed for the life of a dashboard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return account;
}
