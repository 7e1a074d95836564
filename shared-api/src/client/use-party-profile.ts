import { useNavigate } from '@kaamyaab/shared-api/router';
// By the package's name: the auth store is the root entry's singleton (see sign-out.ts).
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { accountSettings } from './profile';
import { useOwnAccount } from './use-own-account';
import { nameOf, type Party } from './use-party-dashboard';

/**
 * The profile page of a signed-in party: its whole record (still loading while no one is
 * signed in, the area's guard then leads to the login) with the name, avatar and approval its
 * card shows, the record after its own edit, and the password change and account closing below
 * the card; a closed account goes home.
 */
export function usePartyProfile<P extends Party>(party: P) {
  const navigate = useNavigate();
  const signedIn = useSignedIn(party);
  const own = useOwnAccount(party, signedIn !== null);
  const profile = !signedIn
    ? { status: 'loading' as const }
    : own.status !== 'ready'
      ? { status: own.status }
      : {
          status: own.status,
          account: own.account,
          name: nameOf(own.account),
          avatarSrc: own.account.avatar,
          approved: own.account.isActive,
        };
  return {
    profile,
    onSaved: own.replace,
    ...accountSettings(party, () => navigate(paths.home, { replace: true })),
  };
}
