import { useAuthStore, type SessionRole, type SignedInAccounts } from './auth-store';

/** The signed-in record of one role, from the auth store; null when that role is signed out. */
export function useSignedIn<R extends SessionRole>(role: R): SignedInAccounts[R] {
  return useAuthStore((state) => state.accounts[role]);
}
